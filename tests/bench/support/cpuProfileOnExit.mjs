// Preloaded with `--import` (NODE_OPTIONS refuses --cpu-prof): samples the process from its start
// and writes app-<pid>.cpuprofile into BENCH_APP_PROFILE_DIR when it exits.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_APP_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    // An in-process session answers at once, so the file is written before the process ends.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(dir, `app-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
