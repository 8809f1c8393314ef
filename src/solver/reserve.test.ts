import { describe, expect, it } from "vitest";
import { parsePosition } from "../core/notation.js";
import { ReserveTest } from "./reserve.js";
import { solve } from "./v1/index.js";

const cases: { text: string; lost: boolean; why: string }[] = [
  {
    text: "classic_A_JcJdJhJsKc_Qc.Qd.Qh.Qs_10.10.10.10_KsKhKd__1",
    lost: true,
    why: "Kc has no red A to go on and Qc is not up; no pile can ever empty to give it a space",
  },
  {
    text: "classic_A_JcJdJhKc_Qc.Qd.Qh.Qs_10.10.10.11_KsKhKd__1",
    lost: false,
    why: "Qs can go up, which empties its pile: Kc takes the space",
  },
  {
    text: "classic_A_JcJdJhJsKc_Qc.Qd.Qh.QsKd_10.10.10.10_KsKh__1",
    lost: false,
    why: "Qc can go onto Kd, which empties its pile",
  },
  {
    // Found by a random search against the search of the first release, with an earlier
    // version of the test that let a reserve card that could go up never be a pile top.
    text: "classic_9_7d5d4s8d8s8h_6s.7c6d.8c.5s_10.9.12.7_7s6c3s__1",
    lost: false,
    why: "8h could go up, but when 5s leaves its pile 8h must fill the space, and 7s goes onto it",
  },
  {
    // Found by a random search (as above) for endgames an earlier version of the test missed.
    text: "classic_K_7dJsJdQdTd_Qs.8d.Qh.JhTs9d_13.7.11.10___1",
    lost: true,
    why: "Jh's pile can move onto Qs, but Jh stays under Ts and 9d: never up, never a target",
  },
  {
    text: "classic_Q_Th9sTc_Jc.Js.7c.JhTs_7.13.11.10__6c8c9c_1",
    lost: true,
    why: "6c, first in the turn order, never comes to the waste's top: 8c and 9c cannot leave",
  },
  {
    text: "classic_Q_Th9sTc_Jc.Js.7c.JhTs_7.13.11.10__8c9c6c_1",
    lost: false,
    why: "with 6c on the waste's top, 6c and 7c go up, and Tc takes 7c's space",
  },
];

describe("ReserveTest", () => {
  for (const { text, lost, why } of cases) {
    it(`${lost ? "lost" : "not proved lost"}: ${why}`, () => {
      const parsed = parsePosition(text);
      if (!parsed.ok) throw new Error(parsed.error);
      const pos = parsed.value;
      expect(ReserveTest.applies(pos)).toBe(true);
      expect(new ReserveTest(pos).lost(pos)).toBe(lost);
      // The search of the first release, which has no such test, agrees.
      expect(solve(pos).result).toBe(lost ? "loss" : "win");
    });
  }

  it("does not run where the reserve does not fill spaces", () => {
    const parsed = parsePosition("superior_A_JcJdJhJsKc_Qc.Qd.Qh.Qs_10.10.10.10_KsKhKd__1");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(ReserveTest.applies(parsed.value)).toBe(false);
  });
});
