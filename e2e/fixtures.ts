/**
 * A known win: classic deal 1 (draw 3, unlimited passes), found by a depth-first search over
 * the engine and pinned here. It has runs moved as a unit, reserve and waste cards moved to
 * the tableau, and redeals of the waste. Played with auto-move off, move for move.
 */
export const WIN_DEAL = 1;
export const WIN_VARIANT = "classic";
export const WIN_MOVES =
  "s s s wf s s s s wt2 rt2 rf rf s s s s s s s s s s wf s wf s s s s wt2 s s s s s s s wf s s s s s s s s s wf wt4 s s s s s wt4 s s s s s wt4 rt4 s s s s s s s s s s s s s s s wt2 s wf t3f rt4 rf t2f rt3 rt3 t4t3:2 s t3t4:2 s t4t3:2 s t3t4:2 s wt3 t4t3 s t3t4 s wf t4t3 s t3t4 s t4t3 s t3t4 s t4t3 s t3t4 s t4t3 s wt2 t3t4 s wt3 s s s wf s s s wf wt3 wf t3t4 s t4t3 s wf rf rf t1f rf t2f wt1 wf t2f t2f t3f t2f t4f t2t1 wt2 t3t4 t3f t4t3:2 s t3t4:2 s t4t3:2 s t3t4:2 s t4t3:2 s t3t4:2 s wf t3f t4t3:3 s wf t2f t3f t1f t1f t1f t4f t4f wf wf wf wf t3f t3f wf wt1 wf t3f t3f t1f t4t1 t1t2 t2t3 s wf t3f";
