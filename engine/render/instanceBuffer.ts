/**
 * A dense, growable array of fixed-size instance records keyed by id: the CPU side of one instanced
 * layer. Removing swaps the last record into the hole, so the GPU always draws records 0..count-1.
 * Records are written through a Float32Array and a Uint32Array over the same bytes (colours are packed
 * RGBA bytes). Knows nothing of pixi, so it is tested in Node.
 */
export class InstanceBuffer {
  /** Four-byte words per record. */
  readonly stride: number;
  floats: Float32Array;
  words: Uint32Array;
  private readonly slots = new Map<string, number>();
  private readonly ids: string[] = [];
  /** Set by every write; the layer uploads and clears it. */
  dirty = true;

  constructor(strideWords: number, capacity = 256) {
    this.stride = strideWords;
    const bytes = new ArrayBuffer(Math.max(1, capacity) * strideWords * 4);
    this.floats = new Float32Array(bytes);
    this.words = new Uint32Array(bytes);
  }

  get count(): number {
    return this.ids.length;
  }

  get capacity(): number {
    return this.floats.length / this.stride;
  }

  has(id: string): boolean {
    return this.slots.has(id);
  }

  /** The word offset of the id's record, added at the end when new. */
  slot(id: string): number {
    let index = this.slots.get(id);
    if (index === undefined) {
      index = this.ids.length;
      if (index >= this.capacity) this.grow(index + 1);
      this.slots.set(id, index);
      this.ids.push(id);
    }
    this.dirty = true;
    return index * this.stride;
  }

  remove(id: string): void {
    const index = this.slots.get(id);
    if (index === undefined) return;
    const lastIndex = this.ids.length - 1;
    const lastId = this.ids[lastIndex] as string;
    if (index !== lastIndex) {
      this.words.copyWithin(index * this.stride, lastIndex * this.stride, (lastIndex + 1) * this.stride);
      this.ids[index] = lastId;
      this.slots.set(lastId, index);
    }
    this.ids.pop();
    this.slots.delete(id);
    this.dirty = true;
  }

  clear(): void {
    this.slots.clear();
    this.ids.length = 0;
    this.dirty = true;
  }

  /** Room for at least `records`, doubling so a stream of additions costs amortised constant time. */
  reserve(records: number): void {
    if (records > this.capacity) this.grow(records);
  }

  private grow(records: number): void {
    let capacity = this.capacity;
    while (capacity < records) capacity *= 2;
    const bytes = new ArrayBuffer(capacity * this.stride * 4);
    const words = new Uint32Array(bytes);
    words.set(this.words);
    this.words = words;
    this.floats = new Float32Array(bytes);
  }
}

/** Packs a 0xRRGGBB colour and an alpha (0..1) as the RGBA bytes a unorm8x4 attribute reads. */
export function packColour(rgb: number, alpha = 1): number {
  const r = (rgb >> 16) & 0xff;
  const g = (rgb >> 8) & 0xff;
  const b = rgb & 0xff;
  const a = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  // Little-endian: the first byte in memory is the low byte.
  return (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;
}

/** '#1a2b3c' as 0x1a2b3c; anything else as the fallback. */
export function parseHexColour(colour: string | undefined, fallback: number): number {
  if (colour === undefined || !/^#[0-9a-fA-F]{6}$/.test(colour)) return fallback;
  return Number.parseInt(colour.slice(1), 16);
}
