// Writes the journal's Real Beats clips: short original tunes, synthesised here (plucked strings by the
// Karplus-Strong method, claps from filtered noise) and saved as small 8-bit mono WAV files.
// Usage: node --import tsx scripts/make-real-beats.ts
import fs from 'node:fs';
import path from 'node:path';

const RATE = 8000;
const SECONDS = 4;
const outDir = path.resolve(import.meta.dirname, '../apps/web/public/journal/audio');

/** A seeded generator, so that the files come out the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const midi = (note: number) => 440 * 2 ** ((note - 69) / 12);

interface Note {
  at: number; // seconds
  note: number; // MIDI number
  gain?: number;
}

function pluck(out: Float32Array, { at, note, gain = 0.6 }: Note, rand: () => number, decay = 0.994) {
  const period = Math.max(2, Math.round(RATE / midi(note)));
  const buffer = Float32Array.from({ length: period }, () => rand() * 2 - 1);
  const start = Math.round(at * RATE);
  for (let i = 0; start + i < out.length && i < RATE * 2; i++) {
    const index = i % period;
    const sample = buffer[index] ?? 0;
    buffer[index] = decay * 0.5 * (sample + (buffer[(index + 1) % period] ?? 0));
    out[start + i] = (out[start + i] ?? 0) + sample * gain;
  }
}

function clap(out: Float32Array, at: number, rand: () => number, gain = 0.35) {
  const start = Math.round(at * RATE);
  let last = 0;
  for (let i = 0; i < RATE * 0.08 && start + i < out.length; i++) {
    const noise = rand() * 2 - 1;
    last = noise - last * 0.5; // a touch brighter than plain noise
    out[start + i] = (out[start + i] ?? 0) + last * gain * Math.exp(-i / (RATE * 0.015));
  }
}

function writeWav(file: string, samples: Float32Array) {
  const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0) || 1;
  const fadeOut = RATE * 0.3;
  const data = Buffer.alloc(samples.length);
  samples.forEach((s, i) => {
    const fade = Math.min(1, (samples.length - i) / fadeOut);
    data[i] = Math.max(0, Math.min(255, Math.round(128 + (s / peak) * 110 * fade)));
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, data]));
}

function track(name: string, seed: number, build: (out: Float32Array, rand: () => number) => void) {
  const out = new Float32Array(RATE * SECONDS);
  build(out, random(seed));
  writeWav(path.join(outDir, `${name}.wav`), out);
}

fs.mkdirSync(outDir, { recursive: true });

// Rhône: a warm loop in D major over a steady bass pulse.
track('rhone-valley-tour', 1, (out, rand) => {
  const beat = 0.5;
  const melody = [62, 66, 69, 74, 73, 69, 66, 64];
  melody.forEach((note, i) => pluck(out, { at: i * beat, note, gain: 0.5 }, rand));
  for (let i = 0; i < 8; i++) pluck(out, { at: i * beat, note: i < 4 ? 38 : 45, gain: 0.45 }, rand, 0.996);
});

// Champagne: bright rising arpeggios, two to a beat.
track('summer-champagne-tasting', 2, (out, rand) => {
  const chords = [
    [72, 76, 79, 84],
    [74, 77, 81, 86],
    [71, 74, 79, 83],
    [72, 76, 79, 84],
  ];
  chords.forEach((chord, c) => chord.forEach((note, n) => pluck(out, { at: c + n * 0.25, note, gain: 0.4 }, rand, 0.99)));
  [48, 50, 43, 48].forEach((note, c) => pluck(out, { at: c, note, gain: 0.5 }, rand, 0.995));
});

// Troyes: a waltz in three, bass on one and chords on two and three.
track('troyes-champagne', 3, (out, rand) => {
  const bar = 4 / 3;
  const bars = [
    { bass: 43, chord: [59, 62, 67] },
    { bass: 50, chord: [57, 60, 66] },
    { bass: 43, chord: [59, 62, 67] },
  ];
  bars.forEach(({ bass, chord }, b) => {
    pluck(out, { at: b * bar, note: bass, gain: 0.55 }, rand, 0.995);
    for (const beat of [1, 2]) chord.forEach((note) => pluck(out, { at: b * bar + (beat * bar) / 3, note, gain: 0.22 }, rand, 0.985));
  });
  [71, 74, 72, 71, 69, 67].forEach((note, i) => pluck(out, { at: i * (bar / 2), note, gain: 0.4 }, rand));
});

// Seville: a falling Phrygian figure in E with claps on the accents.
track('seville-sherry-and-tapas', 4, (out, rand) => {
  const figure = [64, 65, 64, 62, 60, 59, 57, 59, 60, 59, 57, 56, 57, 56, 53, 52];
  figure.forEach((note, i) => pluck(out, { at: i * 0.25, note, gain: 0.45 }, rand, 0.992));
  [40, 41, 40, 40].forEach((note, i) => pluck(out, { at: i, note, gain: 0.5 }, rand, 0.996));
  for (const beat of [0, 0.75, 1.5, 2, 2.5, 3, 3.5]) clap(out, beat, rand);
});

console.log(`wrote Real Beats to ${outDir}`);
