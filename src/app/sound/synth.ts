/**
 * The game's sounds, synthesized with Web Audio (no sound files): filtered noise for the snap
 * of a card, short tones for a refused move and the win.
 */
export const CUES = ["deal", "move", "home", "turn", "refused", "won"] as const;
export type Cue = (typeof CUES)[number];

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

/** A tenth of a second of white noise, made once per context. */
function noise(ctx: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate / 10), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

/** A gain that rises at once and dies away exponentially: the shape of every sound here. */
function envelope(ctx: BaseAudioContext, out: AudioNode, at: number, peak: number, ms: number) {
  const g = ctx.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(peak, at + 0.004);
  g.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
  g.connect(out);
  return g;
}

/** A card's snap: a burst of noise through a band-pass filter. */
function snap(ctx: BaseAudioContext, out: AudioNode, at: number, hz: number, peak: number): void {
  const src = ctx.createBufferSource();
  src.buffer = noise(ctx);
  const band = ctx.createBiquadFilter();
  band.type = "bandpass";
  band.frequency.value = hz;
  band.Q.value = 1.1;
  src.connect(band).connect(envelope(ctx, out, at, peak, 55));
  src.start(at, Math.random() * 0.03, 0.06);
}

function tone(
  ctx: BaseAudioContext,
  out: AudioNode,
  at: number,
  o: { hz: number; to?: number; ms: number; peak: number; type?: OscillatorType },
): void {
  const osc = ctx.createOscillator();
  osc.type = o.type ?? "triangle";
  osc.frequency.setValueAtTime(o.hz, at);
  if (o.to) osc.frequency.exponentialRampToValueAtTime(o.to, at + o.ms / 1000);
  osc.connect(envelope(ctx, out, at, o.peak, o.ms));
  osc.start(at);
  osc.stop(at + o.ms / 1000 + 0.02);
}

/** Schedules one cue on a context, into `out`. */
export function playCue(ctx: BaseAudioContext, out: AudioNode, cue: Cue): void {
  const at = ctx.currentTime + 0.005;
  switch (cue) {
    case "move":
      snap(ctx, out, at, 1700, 0.6);
      return;
    case "home":
      snap(ctx, out, at, 1900, 0.5);
      tone(ctx, out, at + 0.02, { hz: 1318.5, ms: 160, peak: 0.08, type: "sine" });
      return;
    case "turn":
      snap(ctx, out, at, 2600, 0.4);
      snap(ctx, out, at + 0.045, 2300, 0.3);
      return;
    case "deal":
      for (let i = 0; i < 7; i++) snap(ctx, out, at + i * 0.05, 2000 + 150 * (i % 3), 0.45);
      return;
    case "refused":
      tone(ctx, out, at, { hz: 196, to: 150, ms: 110, peak: 0.25 });
      tone(ctx, out, at + 0.12, { hz: 165, to: 120, ms: 130, peak: 0.2 });
      return;
    case "won":
      [523.25, 659.25, 783.99, 1046.5].forEach((hz, i) => {
        tone(ctx, out, at + i * 0.11, { hz, ms: i === 3 ? 900 : 380, peak: 0.16 });
      });
      return;
  }
}
