// `npm run appwrite:functions`: bundles each Appwrite Function (appwrite/functions/<id>/src/main.ts) with its
// dependencies (node-appwrite, stripe, our services) into a deployable folder appwrite/functions/<id>/dist/:
// an ES module entry (main.js), its lazily loaded chunks, and a package.json saying `"type": "module"`, so
// the function needs no `npm install` on Appwrite. appwrite.config.json points each function there.
// `--check` only reports whether each entry bundles; `--out-dir <dir>` writes <dir>/<id>/ instead (tests).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { APPWRITE_FUNCTIONS, FUNCTION_ENTRYPOINT, functionBuildPath } from '../src/server/appwrite-project/function-specs.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, 'out-dir': { type: 'string' } } });
const appwriteDir = path.join(import.meta.dirname, '..', 'appwrite');
const outRoot = values['out-dir'];

for (const spec of APPWRITE_FUNCTIONS) {
  const outdir = outRoot ? path.resolve(outRoot, spec.id) : path.join(appwriteDir, functionBuildPath(spec.id));
  const entry = path.join(appwriteDir, 'functions', spec.id, 'src', 'main.ts');
  // Chunk names change with their content: old ones would be deployed along with the new.
  if (!values.check) rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { [path.basename(FUNCTION_ENTRYPOINT, '.js')]: entry },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // The embedded adapters are imported lazily (config.ts); splitting keeps them, and node:sqlite, out of
    // the entry chunk, so a runtime without node:sqlite never loads it.
    splitting: true,
    outdir,
    write: !values.check,
    metafile: true,
    legalComments: 'linked',
    logLevel: 'warning',
    // Some dependencies are CommonJS inside the ES module bundle and call require() for Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  // Lazily imported modules are entry points of their own chunks too; the function's entry is main.js.
  const entryChunk = Object.entries(result.metafile.outputs).find(([file]) => path.basename(file) === FUNCTION_ENTRYPOINT);
  if (!entryChunk) throw new Error(`${spec.id}: esbuild wrote no ${FUNCTION_ENTRYPOINT}`);
  const sqliteInEntry = entryChunk[1].imports.some((item) => item.path === 'node:sqlite');
  if (sqliteInEntry) throw new Error(`${spec.id}: node:sqlite is imported by the entry chunk; keep the embedded adapters lazy`);
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  if (values.check) {
    console.log(`${spec.id}: bundles (${Math.round(bytes / 1024)} KB in all)`);
    continue;
  }
  mkdirSync(outdir, { recursive: true });
  writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ name: spec.id, private: true, type: 'module', main: FUNCTION_ENTRYPOINT }, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), outdir)}/ (${FUNCTION_ENTRYPOINT} and its chunks, ${Math.round(bytes / 1024)} KB)`);
}

