// `npm start`: the demo portal on http://localhost:5173/ (PORT to change it). Ctrl-C stops it.
import { startDemo } from './demo-server';

const demo = await startDemo({ port: Number(process.env.PORT ?? 5173) });
console.log(`Portal demo: ${demo.url}`);

const stop = async () => {
  await demo.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
