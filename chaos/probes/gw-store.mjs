// The gateway's own store (issue 24) in front of a stock LoopBack 3 API (`loopback3-stock/`: no routes
// for API tokens, saved views or an audit trail, so the gateway keeps them). The administrator makes
// an API token and a saved view; the regional manager lists, revokes, renames and deletes them and
// reads the journal; a vendor reads the journal. Passes when the manager sees and changes nothing of
// the administrator's, no session entry or address of another person in his journal, the vendor's
// journal is refused, and the administrator's token and view are intact afterwards.
import { createRequire } from 'node:module';
import { freshAddress, gql, isServerError, note, PASSWORD, row } from '../lib.mjs';
import { ownGateway } from './gw-lib.mjs';

const LOGIN = 'mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { accessToken } }';
const SESSION_ACTIONS = new Set(['signIn', 'signOut', 'signInFailed', 'apiTokenCreate', 'apiTokenRevoke']);

export async function gwStoreProbe(world) {
  const stock = createRequire(import.meta.url)('../../loopback3-stock/index.js');
  const lb = await stock.start({ port: 0, host: '127.0.0.1' });
  const g = await ownGateway(world, { UPSTREAM_URL: lb.url, GATEWAY_DATA_DIR: 'memory' }).catch(async (error) => {
    await lb.close();
    throw error;
  });
  const r = row("gw-store: another user's API tokens, saved views and journal (stock LoopBack 3)");
  const xff = freshAddress();
  const call = async (token, query, variables = {}) => {
    const answer = await gql(g.url, query, variables, { token, xff, timeout: 60_000 });
    if (isServerError(answer)) {
      r.e500++;
      note(r, `${query.slice(0, 60)}: ${answer.codes.join(',')}`);
    }
    return answer;
  };
  const signIn = async (phone) => {
    const answer = await call(null, LOGIN, { phone, password: PASSWORD });
    const token = answer.data?.login?.accessToken;
    if (!token) throw new Error(`sign-in of ${phone} at the stock API failed: ${answer.text.slice(0, 200)}`);
    return token;
  };
  const expect = (ok, what) => {
    r.tried++;
    if (ok) r.refused++;
    else {
      r.leaked++;
      note(r, what);
    }
  };
  try {
    const [admin, manager, vendor] = [await signIn('+79990000001'), await signIn('+79990000002'), await signIn('+79990000004')];
    // The first call with a token finds the API's routes missing; from then on the store answers.
    const deadline = Date.now() + 60_000;
    let created;
    while (!created && Date.now() < deadline) {
      const answer = await call(admin, 'mutation { createApiToken(input: { name: "gw-store probe", readOnly: false, expiresInDays: 1 }) { token apiToken { id } } }');
      created = answer.data?.createApiToken;
    }
    const view = (await call(admin, 'mutation { createSavedView(input: { screen: "tickets", name: "gw-store probe", search: "status=new" }) { id name } }')).data?.createSavedView;
    if (!created || !view) throw new Error('the administrator could not create a token and a saved view in the store');
    const tokenId = created.apiToken.id;

    const tokens = await call(manager, '{ apiTokens { id } }');
    expect(!(tokens.data?.apiTokens ?? []).some((t) => t.id === tokenId), "the manager's apiTokens list the administrator's token");
    const revoked = await call(manager, 'mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', { id: tokenId });
    expect(!revoked.data?.revokeApiToken, "the manager revoked the administrator's token");
    const views = await call(manager, '{ savedViews { id } }');
    expect(!(views.data?.savedViews ?? []).some((v) => v.id === view.id), "the manager's savedViews list the administrator's view");
    const renamed = await call(manager, 'mutation ($id: ID!) { renameSavedView(id: $id, name: "taken over") { id } }', { id: view.id });
    expect(!renamed.data?.renameSavedView, "the manager renamed the administrator's view");
    const deleted = await call(manager, 'mutation ($id: ID!) { deleteSavedView(id: $id) { id } }', { id: view.id });
    expect(!deleted.data?.deleteSavedView, "the manager deleted the administrator's view");

    const JOURNAL = '{ auditLog(pageSize: 100) { items { userId action address } } }';
    const me = (await call(manager, '{ me { id } }')).data?.me?.id;
    const journal = await call(manager, JOURNAL);
    const others = (journal.data?.auditLog?.items ?? []).filter((e) => e.userId !== me && (SESSION_ACTIONS.has(e.action) || e.address));
    expect(others.length === 0, `the manager's journal shows ${others.length} session entries or addresses of others`);
    const vendorJournal = await call(vendor, JOURNAL);
    expect(!vendorJournal.data?.auditLog && vendorJournal.codes.includes('FORBIDDEN'), `a vendor reads the journal: ${vendorJournal.codes.join(',') || 'data'}`);

    const own = await call(admin, '{ apiTokens { id } savedViews { id name } }');
    expect(
      (own.data?.apiTokens ?? []).some((t) => t.id === tokenId) && (own.data?.savedViews ?? []).some((v) => v.id === view.id && v.name === view.name),
      "the administrator's token or view changed",
    );
    const withToken = await call(created.token, '{ me { id } }');
    expect(!!withToken.data?.me, "the administrator's token stopped working");
  } finally {
    await g.stop();
    await lb.close();
  }
  return r;
}
