// Acts as the mobile app for demos and tests: devices sign in as demo vendors, keep an app socket
// (handshake query `client=app`), print the commands they receive, and upload receipts (the QR
// fields of spec §3) at a given total rate.
//
//   npm run simulate -w rest-api -- --devices 20 --rate 5
//   npm run simulate -w rest-api -- --url http://127.0.0.1:3001 --devices 5 --rate 1 --duration 60
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:3001' },
    devices: { type: 'string', default: '20' },
    rate: { type: 'string', default: '5' },
    duration: { type: 'string' },
    password: { type: 'string', default: 'demo1234' },
  },
});

const base = values.url.replace(/\/$/, '');
const devices = Number(values.devices);
const rate = Number(values.rate);
if (!Number.isInteger(devices) || devices < 1 || devices > 1000) throw new Error('--devices must be an integer from 1 to 1000');
if (!(rate >= 0 && rate <= 1000)) throw new Error('--rate must be a number of uploads per second from 0 to 1000');

/** Demo vendors who can sign in (the invited and blocked ones are left out). */
const PHONES = ['+79990000004', ...Array.from({ length: 40 }, (_, i) => `+799900001${String(i + 1).padStart(2, '0')}`)].filter(
  (p) => !['+79990000110', '+79990000120', '+79990000130', '+79990000140', '+79990000114', '+79990000128'].includes(p),
);

interface Device {
  name: string;
  token: string;
  socket: Socket;
  uploads: number;
}

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

function compactNow(): string {
  const d = new Date(Date.now() + 3 * 3600_000 - randomInt(0, 3600) * 1000); // Moscow time, within the last hour
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}T${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
}

let documentNumber = randomInt(10_000, 900_000);
const stats = { uploaded: 0, refused: 0, commands: 0 };

async function connectDevice(index: number): Promise<Device> {
  const phone = PHONES[index % PHONES.length]!;
  const login = await post<{ accessToken?: string; error?: { message: string } }>('/users/login', { phone, password: values.password });
  if (login.status !== 200 || !login.body.accessToken) throw new Error(`device ${index + 1}: sign-in as ${phone} failed (${login.status} ${login.body?.error?.message ?? ''})`);
  const token = login.body.accessToken;
  const socket = io(base, { query: { access_token: token, client: 'app' }, transports: ['websocket'] });
  const name = `device ${index + 1} (${phone})`;
  socket.on('connect_error', (error) => console.error(`${name}: socket refused: ${error.message}`));
  socket.onAny((event: string, payload: unknown) => {
    if (event.startsWith('messenger.')) return;
    stats.commands += 1;
    console.log(`${name} received ${event} ${JSON.stringify(payload)}`);
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { name, token, socket, uploads: 0 };
}

async function upload(device: Device): Promise<void> {
  documentNumber += 1;
  const rubles = randomInt(50, 5000);
  const kopecks = randomInt(0, 100);
  const reply = await post<{ id?: number; error?: { message: string } }>(
    '/tickets',
    {
      t: compactNow(),
      s: `${rubles}.${String(kopecks).padStart(2, '0')}`,
      fn: `99990789${String(randomInt(0, 99_999_999)).padStart(8, '0')}`,
      i: String(documentNumber),
      fp: String(randomInt(1_000_000_000, 4_000_000_000)),
      n: 1,
      platform: 'simulator',
      appVersion: '0.0.0-sim',
    },
    device.token,
  );
  if (reply.status === 200) {
    stats.uploaded += 1;
    device.uploads += 1;
  } else {
    stats.refused += 1;
    console.error(`${device.name}: upload refused (${reply.status} ${reply.body?.error?.message ?? ''})`);
  }
}

const fleet: Device[] = [];
for (let i = 0; i < devices; i += 1) fleet.push(await connectDevice(i));
console.log(`${fleet.length} devices connected to ${base}; uploading ${rate} receipts/s in total. Ctrl-C stops.`);

let next = 0;
const timer = rate > 0 ? setInterval(() => void upload(fleet[next++ % fleet.length]!).catch((e: Error) => console.error(e.message)), 1000 / rate) : null;
const report = setInterval(() => console.log(`uploaded ${stats.uploaded}, refused ${stats.refused}, commands received ${stats.commands}`), 10_000);

async function stop(): Promise<void> {
  if (timer) clearInterval(timer);
  clearInterval(report);
  for (const device of fleet) device.socket.disconnect();
  console.log(`done: uploaded ${stats.uploaded}, refused ${stats.refused}, commands received ${stats.commands}`);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
if (values.duration) setTimeout(() => void stop(), Number(values.duration) * 1000);
