import { benchCatalogue } from './catalogue';
import { benchDrive } from './drive';
import { benchHttpCore } from './http-core';
import { benchLearning } from './learning';
import { benchLoad } from './load';
import { benchServe } from './serve';
import { benchMemory } from './memory';
import { benchPlans } from './plans';
import { benchSmallFiles } from './small-files';
import { benchUpload } from './upload';
import { benchWeb } from './web';
import { benchWriting } from './writing';

/**
 * `npm run bench [-- http | catalogue | drive | learning | memory | upload | small-files | serve | web | load | plans | writing]`: every figure is printed beside a baseline measured
 * in the same run, as a ratio, so results compare across machines.
 */
const suites: Record<string, () => Promise<void>> = {
  http: benchHttpCore,
  catalogue: benchCatalogue,
  drive: benchDrive,
  learning: benchLearning,
  memory: benchMemory,
  upload: benchUpload,
  'small-files': benchSmallFiles,
  serve: benchServe,
  web: benchWeb,
  load: benchLoad,
  plans: benchPlans,
  writing: benchWriting,
};
const chosen = process.argv.slice(2).filter((name) => name in suites);

async function main() {
  for (const name of chosen.length > 0 ? chosen : Object.keys(suites)) await suites[name]!();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
