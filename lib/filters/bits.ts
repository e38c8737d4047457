// Sets of positions in a collection as bit arrays: the filter index ANDs and ORs them and counts
// their members, a few hundred machine words for ten thousand entries.

export class Bits {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  /** Every position of a collection of `size` entries. */
  static all(size: number): Bits {
    const bits = new Bits(size);
    bits.words.fill(0xffffffff);
    const rest = size & 31;
    if (rest) bits.words[bits.words.length - 1] = (1 << rest) - 1;
    return bits;
  }

  set(position: number): void {
    this.words[position >>> 5]! |= 1 << (position & 31);
  }

  has(position: number): boolean {
    return (this.words[position >>> 5]! & (1 << (position & 31))) !== 0;
  }

  /** A new set: the members of both. */
  and(other: Bits): Bits {
    const result = new Bits(this.size);
    for (let i = 0; i < result.words.length; i++) result.words[i] = this.words[i]! & other.words[i]!;
    return result;
  }

  /** Adds the members of `other` to this set. */
  orInPlace(other: Bits): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! |= other.words[i]!;
    return this;
  }

  count(): number {
    let total = 0;
    for (const word of this.words) total += popcount(word);
    return total;
  }

  /** The members of both, counted without building the set. */
  countAnd(other: Bits): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i++) total += popcount(this.words[i]! & other.words[i]!);
    return total;
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
