import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { graphql } from './__generated__';
import { startHarness, tokenOf, until, type Harness } from './harness';

let h: Harness;
let admin: string;
let device: Socket;
const received: unknown[] = [];

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn();
  const vendor = await h.signIn('+79990000004');
  // The mobile app of the demo vendor (user 4): a device socket, as the API's handshake expects it.
  device = io(h.api.url, { query: { access_token: tokenOf(vendor), client: 'app' }, transports: ['websocket'] });
  device.on('showMessage', (payload: unknown) => received.push(payload));
  await new Promise<void>((resolve, reject) => {
    device.once('connect', () => resolve());
    device.once('connect_error', reject);
  });
});
afterAll(async () => {
  device?.disconnect();
  await h?.close();
});

describe('device commands', () => {
  it('counts the connected app devices in a scope', async () => {
    const res = await h.gql(
      graphql(`
        query DevicesDeviceCount {
          user: deviceCount(scope: { userId: 4 })
          nobody: deviceCount(scope: { userId: 2 })
        }
      `),
      {},
      { cookie: admin },
    );
    expect(res.body.data).toEqual({ user: 1, nobody: 0 });
  });

  it('sends a command with its payload and answers how many devices received it', async () => {
    const res = await h.gql(
      graphql(`
        mutation DevicesSendDeviceCommand {
          sendDeviceCommand(event: "showMessage", payload: { text: "Обновите приложение", level: 2 }, scope: { userId: 4 })
        }
      `),
      {},
      { cookie: admin },
    );
    expect(res.body.data).toEqual({ sendDeviceCommand: 1 });
    await until(() => received.length > 0, undefined, 'the command on the device');
    expect(received).toEqual([{ text: 'Обновите приложение', level: 2 }]);
  });

  it('refuses an empty command with the spec message, and non-administrators', async () => {
    const empty = await h.gql('mutation { sendDeviceCommand(event: "  ") }', {}, { cookie: admin });
    expect(empty.body.errors?.[0]).toMatchObject({ message: 'Требуется команда', extensions: { code: 'BAD_USER_INPUT' } });
    const rm = await h.signIn('+79990000002');
    const refused = await h.gql('{ deviceCount }', {}, { cookie: rm });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
