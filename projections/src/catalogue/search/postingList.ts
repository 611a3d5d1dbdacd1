/** Document numbers in the order they were added (so ascending), in a typed array that doubles as it fills. */
export class PostingList {
  ids = new Int32Array(4);
  length = 0;

  add(id: number): void {
    if (this.length > 0 && this.ids[this.length - 1] === id) return;
    if (this.length === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.length] = id;
    this.length += 1;
  }
}

/** An Int32Array that grows: scratch space reused from one search to the next. */
export class GrowableInts {
  values = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  clear(): void {
    this.length = 0;
  }
}
