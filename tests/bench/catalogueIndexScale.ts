// `node --import tsx --expose-gc --max-old-space-size=8192 tests/bench/catalogueIndexScale.ts [products]`:
// P5idx alone, printed, without the rest of the bench.
import { measureCatalogueIndexScale } from './measures/catalogueIndexScale';

const products = Number(process.argv[2] ?? 1_000_000);
const measure = await measureCatalogueIndexScale({ products, passes: 5 });
console.log(
  `${measure.name}\n  p99 ${measure.figure?.toFixed(2)} ms against ${measure.baseline?.toFixed(1)} ms (${measure.baselineName}); ${measure.passed ? 'passed' : 'MISSED'}: ${measure.goal}`,
);
console.log(JSON.stringify(measure.details, null, 2));
