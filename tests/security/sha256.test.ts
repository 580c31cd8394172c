/**
 * The SHA-256 the request stamps are bound with (src/util/sha256.ts): the standard's test vectors,
 * and agreement with Node's own digest across the padding's block edges and non-ASCII text.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/util/sha256";

describe("SHA-256", () => {
  it("gives the FIPS 180-4 example digests", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("agrees with Node's digest at every length around the block edges, and on UTF-8 text", () => {
    for (let n = 0; n <= 130; n++) {
      const text = "x".repeat(n);
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
    }
    for (const text of ["Hârn", "漢字 ✓", "\u{1F3B2} dice"])
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
  });
});
