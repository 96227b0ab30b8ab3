/**
 * Makes the media fixtures of the tests (`tests/fixtures/media/`), committed as they came out:
 * - countdown.webm: about 4.5 s (headless Chromium throttles the drawing timer) of 320x180 VP8 video, a countdown over a background whose colour changes every
 *   frame, drawn on a canvas in headless Chromium and recorded from `canvas.captureStream()` with
 *   `MediaRecorder` (there is no ffmpeg here). MediaRecorder writes neither a duration nor cues, so a
 *   player cannot seek in what it wrote: ts-ebml adds both (`makeSeekable`), as a presentation's video
 *   must be seekable.
 * - tone.wav: 1.5 s of a 440 Hz sine, 16-bit mono PCM at 16 kHz, written here with its RIFF header.
 *
 * Run: npx tsx scripts/make-media-fixtures.ts (a Chromium first: npx tsx scripts/ensure-chromium.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { Decoder, Reader, tools } from 'ts-ebml';
import { BROWSER_ARGS, chromiumExecutable } from '../tests/support/chromium';

const FIXTURES = path.resolve(import.meta.dirname, '../tests/fixtures/media');

async function recordCountdown(): Promise<Buffer> {
  const browser = await chromium.launch({ ...chromiumExecutable(), args: BROWSER_ARGS });
  try {
    const page = await browser.newPage();
    // tsx keeps function names with an `__name` helper the page does not have.
    await page.evaluate('globalThis.__name = (target) => target');
    const base64 = await page.evaluate(async () => {
      const seconds = 6;
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      document.body.append(canvas);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const started = performance.now();
      let frame = 0;
      const draw = () => {
        const elapsed = (performance.now() - started) / 1000;
        context.fillStyle = `hsl(${(frame * 6) % 360}, 70%, 45%)`;
        context.fillRect(0, 0, 320, 180);
        context.fillStyle = 'white';
        context.font = 'bold 72px sans-serif';
        context.textAlign = 'center';
        context.fillText(Math.max(0, seconds - elapsed).toFixed(1), 160, 110);
        context.font = '16px sans-serif';
        context.fillText(`frame ${frame}`, 160, 160);
        frame += 1;
      };
      draw();
      const timer = setInterval(draw, 1000 / 30);
      const recorder = new MediaRecorder(canvas.captureStream(30), {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: 250_000,
      });
      const parts: Blob[] = [];
      recorder.ondataavailable = (event) => parts.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start(500);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

/** A WAV file: RIFF header, `fmt ` (PCM, mono, 16-bit) and `data` with a sine of `frequency`. */
function sineWav(seconds: number, frequency: number, sampleRate: number): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const dataBytes = samples * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // size of the fmt chunk
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes a second
  wav.writeUInt16LE(2, 32); // bytes a frame
  wav.writeUInt16LE(16, 34); // bits a sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let index = 0; index < samples; index++) {
    const value = Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 0.5 * 32767;
    wav.writeInt16LE(Math.round(value), 44 + index * 2);
  }
  return wav;
}

/** The WebM with its duration and cues written in its header, so players can seek in it. */
function makeSeekable(webm: Buffer): Buffer {
  // ts-ebml answers the `.buffer` of the Buffers it makes: from Node's shared pool, that is the whole
  // pool. Without a pool each Buffer has an ArrayBuffer of its own, exactly its size.
  Buffer.poolSize = 0;
  const decoder = new Decoder();
  const reader = new Reader();
  reader.logging = false;
  reader.drop_default_duration = false;
  const own = webm.buffer.slice(webm.byteOffset, webm.byteOffset + webm.byteLength) as ArrayBuffer;
  for (const element of decoder.decode(own)) reader.read(element);
  reader.stop();
  const header = tools.makeMetadataSeekable(reader.metadatas, reader.duration, reader.cues);
  return Buffer.concat([Buffer.from(header), webm.subarray(reader.metadataSize)]);
}

const video = makeSeekable(await recordCountdown());
await writeFile(path.join(FIXTURES, 'countdown.webm'), video);
const tone = sineWav(1.5, 440, 16_000);
await writeFile(path.join(FIXTURES, 'tone.wav'), tone);
console.log(`countdown.webm: ${video.byteLength} bytes; tone.wav: ${tone.byteLength} bytes`);
