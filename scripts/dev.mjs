// Development: the API with reload on change (tsx watch) and the Vite dev server with hot reload.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5000';
const webPort = '5173';
const env = { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` };
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], { cwd: 'apps/server', env, stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: 'apps/web',
    env: { ...process.env, API_PORT: apiPort },
    stdio: 'inherit',
  }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
console.log(`Staffwright dev: open http://localhost:${webPort} (API on ${apiPort})`);
