// Fails when the source has an import circle (type imports included): `npm run lint`. A circle is broken by moving
// the shared type to the lower file or to a types file that imports none of its siblings.
//   tsx scripts/check-import-circles.ts
import madge from 'madge';

/** `import type` counts: a type-only circle still ties the files together. */
const detective = { skipTypeImports: false, mixedImports: true };
const result = await madge(['src', 'scripts', 'e2e'], {
  fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
  tsConfig: 'tsconfig.json',
  excludeRegExp: [/node_modules/, /^dist\//],
  detectiveOptions: { ts: detective, tsx: detective, es6: detective },
});
const circles = result.circular();
if (circles.length) {
  console.error(`import circles (${circles.length}):\n${circles.map((files) => `  ${files.join(' > ')}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('no import circles');
}
