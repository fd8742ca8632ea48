// `npm run bench` row: the feed HTML reader keeps linear time on input built to make a naive
// scanner quadratic (unclosed attributes, stray `<`, unterminated entities). A ratio in one run:
// four times the input should cost about four times the time, where a quadratic scan costs sixteen.
import { firstImageSrc, firstParagraphText } from '../../src/services/feeds/html-text';
import { ms, ratio, type BenchRow } from './bench-table';
import { runBenchScript } from './bench-script';

const nasty = (n: number) => `<p>${'<a x="'.repeat(n)}${'<'.repeat(2 * n)}${'&#'.repeat(2 * n)}`;

/** The fastest of `runs` reads of the input (the fastest keeps other work on the machine out). */
function fastest(input: string, runs = 7): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    firstParagraphText(input);
    firstImageSrc(input);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

await runBenchScript('Feed HTML on pathological input', 5 * 60_000, async () => {
  const small = nasty(25_000);
  const large = nasty(100_000);
  fastest(small);
  const smallMs = fastest(small);
  const largeMs = fastest(large);
  return [
    {
      group: 'Feed HTML',
      measure: `first paragraph and image of a ${large.length.toLocaleString('en')}-character hostile page (fastest of 7)`,
      value: ms(largeMs),
      baseline: `the same at a quarter of the size ${ms(smallMs)}`,
      ratio: ratio(largeMs, smallMs),
      target: '≤ 8x (linear: 4x; quadratic: 16x)',
      meets: largeMs / smallMs <= 8,
    } satisfies BenchRow,
  ];
});
