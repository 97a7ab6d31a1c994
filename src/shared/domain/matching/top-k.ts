/**
 * Keeps the best `k` items seen, in O(log k) per offer: a binary heap whose root is the worst item kept.
 * `compare(a, b) < 0` means a ranks before b.
 */
export type TTopK<T extends K, K = T> = {
  /** Whether an item ranked like `probe` would be kept — check before building the item. */
  admits: (probe: K) => boolean;
  offer: (item: T) => void;
  /** The kept items, best first. */
  sorted: () => T[];
};

export function createTopK<T extends K, K = T>(k: number, compare: (a: K, b: K) => number): TTopK<T, K> {
  const heap: T[] = [];
  // "Worse first" heap: parent ranks at or after its children.
  const worse = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => {
    const tmp = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = tmp;
  };
  const siftUp = (start: number) => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(i, parent)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  const admits = (probe: K) => k > 0 && (heap.length < k || compare(probe, heap[0] as T) < 0);
  return {
    admits,
    offer(item) {
      if (!admits(item)) return;
      if (heap.length < k) {
        heap.push(item);
        siftUp(heap.length - 1);
      } else {
        heap[0] = item;
        siftDown(0);
      }
    },
    sorted: () => [...heap].sort(compare),
  };
}
