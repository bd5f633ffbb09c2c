// Product pictures and campaign miniatures: one multipart mutation stores the image (with its
// thumbnails) and sets it on the row; null removes it; only administrators may.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { graphql } from './__generated__';
import { fileHarness } from './harness';

// An API of its own: it creates a product, which the shared API's catalogue counts must not see.
const s = fileHarness({ ownApi: true });

type Answer = { data?: Record<string, { id: number; image?: Picture | null; miniature?: Picture | null }>; errors?: { message: string; extensions?: { code?: string } }[] };
type Picture = { mime: string; url: string; thumbs: { width: number }[]; thumb: string };

async function multipart(cookie: string, query: string, variables: Record<string, unknown>, file: Blob | null): Promise<Answer> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.file'] } : {}));
  if (file) form.set('0', file, 'picture.png');
  const res = await fetch(`${s.h.gateway.url}/graphql`, { method: 'POST', headers: { cookie, 'apollo-require-preflight': 'true' }, body: form });
  return (await res.json()) as Answer;
}

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#38a169' } })
    .png()
    .toBuffer();
const PICTURE = '{ mime url thumbs { width } thumb(width: 200) }';

describe('catalogue pictures', () => {
  it('sets a product picture with thumbnails, reads it back, and removes it', async () => {
    const created = await s.asAdmin(
      graphql(`
        mutation CatalogueImagesCreateProduct {
          createProduct(input: { title: "Картинка" }) {
            id
          }
        }
      `),
    );
    const id = created.body.data!.createProduct.id;
    const set = await multipart(
      s.admin,
      `mutation ($id: Int!, $file: Upload) { setProductImage(id: $id, file: $file) { id image ${PICTURE} } }`,
      { id },
      new Blob([await png()], { type: 'image/png' }),
    );
    expect(set.errors).toBeUndefined();
    const image = set.data!.setProductImage!.image!;
    expect(image.mime).toBe('image/png');
    expect(image.url).toMatch(/^\/files\/products\//);
    expect(image.thumbs.map((t) => t.width)).toEqual([200, 500, 800, 1200]);
    const thumb = await fetch(`${s.h.gateway.url}${image.thumb}`, { headers: { cookie: s.admin } });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(200);

    const read = await s.asAdmin(
      graphql(`
        query CatalogueImagesProduct($id: Int!) {
          product(id: $id) {
            image {
              url
            }
          }
        }
      `),
      { id },
    );
    expect(read.body.data!.product.image!.url).toBe(image.url);

    const removed = await multipart(s.admin, `mutation ($id: Int!, $file: Upload) { setProductImage(id: $id, file: $file) { id image { url } } }`, { id }, null);
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.setProductImage!.image).toBeNull();
  });

  it('sets a campaign miniature', async () => {
    const set = await multipart(
      s.admin,
      `mutation ($id: Int!, $file: Upload) { setCampaignMiniature(id: $id, file: $file) { id miniature ${PICTURE} } }`,
      { id: 1 },
      new Blob([await png()], { type: 'image/png' }),
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.setCampaignMiniature!.miniature!.url).toMatch(/^\/files\/campaigns\//);
  });

  it('refuses a regional manager', async () => {
    const manager = await s.h.signIn('+79990000002');
    const res = await multipart(
      manager,
      `mutation ($id: Int!, $file: Upload) { setCampaignMiniature(id: $id, file: $file) { id } }`,
      { id: 1 },
      new Blob([await png()], { type: 'image/png' }),
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
