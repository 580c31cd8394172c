/** Browser entry of the contrast measure: exposes measureContrast as globalThis.harnfudgeContrast. */
import { measureContrast } from "./contrast";

globalThis.harnfudgeContrast = { measureContrast };
