/**
 * Batch `harnfudge.healing`: a treatment and rest over advanced world time, on the designated GM's
 * client. The GM sets a treatment result (the request the healing dialog sends, `askGM("heal", …)`),
 * the rest clock (world setting *Rest follows the world clock*, mode *do it*) rests the character
 * when Foundry's world time is advanced, and `game.harnfudge.rest(actor, days)` rests it by hand.
 * It checks what the stand-ins assume of Foundry: `updateWorldTime` reaches the GM's client with the
 * advance, the healing card is posted, and the wound on the sheet changes. The world time is set
 * back afterwards (the rest mark keeps a rewound clock from healing twice).
 */
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import { isCharacter, type PlayableActor } from "../../documents/guards";
import { HOOKS } from "../../hooks";
import { askGM } from "../../play/gm/transport";
import { secondsPerDay } from "../../play/healing/clock-read";
import { SETTINGS } from "../../play/settings";
import { emptyWoundTrack, markWound, type WoundBox } from "../../rules";
import { SCRATCH_ACTORS, Scratch, designatedGM, eventually } from "./scratch";

/** The patient's Hurt wound, wherever it sits (null once healed). */
const hurtBox = (actor: PlayableActor): WoundBox | null =>
  actor.system.wounds.boxes.find((b) => b.marked && b.severity === "hurt") ?? null;

export function healingBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after, expect } = context;

  describe("healing over world time on the designated GM's client", function () {
    const scratch = new Scratch();
    let patient: PlayableActor;

    before(async function () {
      this.timeout(60_000);
      if (!designatedGM()) this.skip();
      scratch.begin();
      scratch.worldTime = game.time.worldTime;
      patient = await scratch.importActor(SCRATCH_ACTORS.attacker, "Sir Tarvin (patient)");
      await patient.update({ system: { wounds: markWound(emptyWoundTrack(), "hurt").track } });
      await scratch.set(SETTINGS.restClock, false);
    });

    after(async function () {
      this.timeout(60_000);
      await scratch.clear();
    });

    it("a treatment the GM sets is recorded on the wound, with its healing card and the heal hook", async function () {
      this.timeout(20_000);
      const heals: unknown[] = [];
      const hook = Hooks.on(HOOKS.heal, (payload) => heals.push(payload));
      try {
        const request = {
          kind: "heal",
          requestId: foundry.utils.randomID(16),
          patientUuid: patient.uuid,
          treatment: "treated",
          magicalDaysPerLevel: 2,
          healerUuid: null,
          skill: null,
          choices: null,
          result: 1,
        };
        const answer = await askGM("heal", request);
        expect(answer.ok, String(answer["reason"])).to.equal(true);
      } finally {
        Hooks.off(HOOKS.heal, hook);
      }
      expect(hurtBox(patient)?.treatment).to.equal("treated");
      expect(heals).to.have.length(1);
    });

    it("advancing the world clock rests the character: the wound counts the days or heals", async function () {
      this.timeout(30_000);
      // The clock rests every wounded character of the world: never another one than the patient.
      const others = game.actors.contents.filter(
        (a) => a.id !== patient.id && isCharacter(a) && a.system.wounds.boxes.some((b) => b.marked),
      );
      if (others.length > 0) this.skip();
      await scratch.set(SETTINGS.restClock, true);
      await scratch.setRestClockMode("auto");
      const before = hurtBox(patient)?.daysRested ?? 0;
      await game.time.advance(3 * secondsPerDay());
      const rested = await eventually("the rest on the world clock", () => {
        const box = hurtBox(patient);
        return !box || box.daysRested > before ? { box } : null;
      });
      expect(rested.box === null || (rested.box.daysRested ?? 0) >= before + 2).to.equal(true);
    });

    it("game.harnfudge.rest rests it by hand (the sheet's Rest…), asking nothing when given the days", async function () {
      this.timeout(20_000);
      await scratch.set(SETTINGS.restClock, false);
      const before = hurtBox(patient);
      expect(await game.harnfudge.rest(patient, 10)).to.equal(true);
      const after = await eventually("the rest's write", () => {
        const box = hurtBox(patient);
        return !box || box.daysRested !== before?.daysRested ? { box } : null;
      });
      expect(after.box, "ten more days heal the treated Hurt wound").to.equal(null);
    });
  });
}
