/** The `size` nearest rows seen so far (ties: the earlier one in relevance order wins); sort_by=distance keeps only a page's worth. */
export class DistanceHeap {
  private readonly distance: number[] = [];
  private readonly seq: number[] = [];
  private readonly row: number[] = [];

  constructor(private readonly size: number) {}

  private worse(a: number, b: number): boolean {
    return this.distance[a]! > this.distance[b]! || (this.distance[a] === this.distance[b] && this.seq[a]! > this.seq[b]!);
  }

  private swap(a: number, b: number): void {
    [this.distance[a], this.distance[b]] = [this.distance[b]!, this.distance[a]!];
    [this.seq[a], this.seq[b]] = [this.seq[b]!, this.seq[a]!];
    [this.row[a], this.row[b]] = [this.row[b]!, this.row[a]!];
  }

  offer(distance: number, seq: number, row: number): void {
    if (this.size === 0) return;
    if (this.row.length < this.size) {
      this.distance.push(distance);
      this.seq.push(seq);
      this.row.push(row);
      for (let c = this.row.length - 1; c > 0;) {
        const parent = (c - 1) >> 1;
        if (!this.worse(c, parent)) break;
        this.swap(c, parent);
        c = parent;
      }
      return;
    }
    // Root is the worst kept; anything not better is dropped.
    if (distance > this.distance[0]! || (distance === this.distance[0] && seq > this.seq[0]!)) return;
    this.distance[0] = distance;
    this.seq[0] = seq;
    this.row[0] = row;
    for (let c = 0; ;) {
      const left = 2 * c + 1;
      const right = left + 1;
      let worst = c;
      if (left < this.row.length && this.worse(left, worst)) worst = left;
      if (right < this.row.length && this.worse(right, worst)) worst = right;
      if (worst === c) break;
      this.swap(c, worst);
      c = worst;
    }
  }

  sorted(): number[] {
    const slots = this.row.map((_, slot) => slot);
    // Infinity - Infinity is NaN (falsy): rows without coordinates fall back to their relevance order.
    slots.sort((a, b) => this.distance[a]! - this.distance[b]! || this.seq[a]! - this.seq[b]!);
    return slots.map((slot) => this.row[slot]!);
  }
}
