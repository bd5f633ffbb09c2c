// The gateway for the people screens (issue 11): a user's avatar and a place's image as
// stored files, a place's distributing facility, the vendors list with `online`; and the REST calls
// each screen's own documents cost (a people list at most 4, a person's page at most 8).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { PeopleRouteDocument, PersonDeviceCountDocument, PersonPlacesDocument, PersonRouteDocument, PlacesRouteDocument } from '../../web/src/__generated__/graphql';
import { graphql } from './__generated__';
import { fileHarness } from './harness';

// It writes users and places: an API of its own.
const s = fileHarness({ ownApi: true, callsPerTest: true });

// Storage names as /fileUpload/single gives them (`<id>.<ext>`, thumbnails `<id>_<width>.<ext>`): the
// API keeps references into its own storage only (issue 23, F7).
const file = (path: string) => ({
  container: 'avatars',
  path,
  mime: 'image/png',
  thumbs: [
    { width: 200, path: path.replace('.', '_200.') },
    { width: 500, path: path.replace('.', '_500.') },
  ],
});

describe('files on people and places', () => {
  it('sets and removes a user avatar; the thumbnails come through the gateway', async () => {
    const set = await s.asAdmin(
      graphql(`
        mutation PeopleScreensUpdateUser($avatar: FileInput) {
          updateUser(id: 4, input: { avatar: $avatar }) {
            id
            avatar {
              url
              thumb(width: 150)
              thumbs {
                width
                url
                path
              }
            }
          }
        }
      `),
      { avatar: file('olga.png') },
    );
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data!.updateUser).toEqual({
      id: 4,
      avatar: {
        url: '/files/avatars/olga.png',
        thumb: '/files/avatars/olga_200.png',
        thumbs: [
          { width: 200, url: '/files/avatars/olga_200.png', path: 'olga_200.png' },
          { width: 500, url: '/files/avatars/olga_500.png', path: 'olga_500.png' },
        ],
      },
    });
    const patch = s.h.calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/users/4');

    const read = await s.asAdmin(
      graphql(`
        query PeopleScreensUser {
          user(id: 4) {
            avatar {
              url
            }
          }
        }
      `),
    );
    expect(read.body.data!.user.avatar).toEqual({ url: '/files/avatars/olga.png' });

    const removed = await s.asAdmin(
      graphql(`
        mutation PeopleScreensUpdateUser2 {
          updateUser(id: 4, input: { avatar: null }) {
            avatar {
              url
            }
          }
        }
      `),
    );
    expect(removed.body.data!.updateUser.avatar).toBeNull();
  });

  it('creates and edits a place with an image and a distributing facility', async () => {
    const created = await s.asAdmin(
      graphql(`
        mutation PeopleScreensCreatePlace($image: FileInput) {
          createPlace(input: { title: "Ларёк с фото", cityId: 1, distributingFacilityId: 7, image: $image }) {
            id
            distributingFacilityId
            image {
              url
            }
          }
        }
      `),
      { image: { ...file('shop.jpg'), container: 'places' } },
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createPlace;
    expect(created.body.data!.createPlace).toEqual({ id, distributingFacilityId: 7, image: { url: '/files/places/shop.jpg' } });

    const edited = await s.asAdmin(
      graphql(`
        mutation PeopleScreensUpdatePlace($id: Int!) {
          updatePlace(id: $id, input: { distributingFacilityId: 8, image: null }) {
            distributingFacilityId
            image {
              url
            }
          }
        }
      `),
      { id },
    );
    expect(edited.body.data!.updatePlace).toEqual({ distributingFacilityId: 8, image: null });
  });
});

describe('vendors with online', () => {
  it('reads /vendors/withOnline and its count; `online` is a boolean there and null elsewhere', async () => {
    const res = await s.asAdmin(
      graphql(`
        query PeopleScreensVendors {
          vendors(withOnline: true, pageSize: 3) {
            items {
              id
              roleName
              online
            }
            total
          }
        }
      `),
    );
    expect(res.body.errors).toBeUndefined();
    const { items, total } = res.body.data!.vendors;
    expect(items).toHaveLength(3);
    expect(items.map((v) => [v.roleName, v.online])).toEqual([
      ['vendor', false],
      ['vendor', false],
      ['vendor', false],
    ]);
    expect(s.h.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`).sort()).toEqual(['GET /vendors/countWithOnline', 'GET /vendors/withOnline']);

    const plain = await s.asAdmin(
      graphql(`
        query PeopleScreensVendors2 {
          vendors(pageSize: 1) {
            items {
              online
            }
            total
          }
        }
      `),
    );
    expect(plain.body.data!.vendors.items).toEqual([{ online: null }]);
    expect(plain.body.data!.vendors.total).toBe(total);
  });
});

describe('REST budgets of the people screens (issue 11), with the web’s own documents', () => {
  const run = async <T, V>(doc: TypedDocumentNode<T, V>, variables: V) => {
    const res = await s.asAdmin(doc, variables);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!;
  };

  it('a people list page of 12 with role, city and place costs 3 REST calls (at most 4): the role filter goes through role ids', async () => {
    const vendors = await run(PeopleRouteDocument, {
      where: { roleName: { eq: 'vendor' } },
      orderBy: [{ field: 'id', direction: 'DESC' }],
      page: 1,
      pageSize: 12,
      vendors: true,
    });
    expect(vendors.vendors?.items).toHaveLength(12);
    expect(s.h.calls.map((c) => c.path.split('?')[0]).sort()).toEqual(['/roles', '/vendors/countWithOnline', '/vendors/withOnline']);

    s.h.calls.length = 0;
    await run(PeopleRouteDocument, { where: { roleName: { eq: 'salesMan' } }, orderBy: [{ field: 'id', direction: 'DESC' }], page: 1, pageSize: 12, vendors: false });
    expect(s.h.calls.map((c) => c.path.split('?')[0]).sort()).toEqual(['/roles', '/users', '/users/count']);
  });

  // The person's `can` (the policy module's answer of what the viewer may do to him, issue 37) reads the
  // viewer's scope (`/users/me`) in the person's request; the device count's administrator check reads
  // it in its own request, as before: one `/users/me` per request that asks the policy. The place lists
  // read the person (`/users`) to know whether his places go by city (a regional manager's, ADR 0021).
  it("a vendor's page costs 10 REST calls: the person with tickets and what the viewer may do, both place lists with counts, the devices online (its history on demand)", async () => {
    await run(PersonRouteDocument, { id: 4, withTickets: true, withCities: false });
    await run(PersonPlacesDocument, { userId: 4, inPage: 1, outPage: 1, pageSize: 12 });
    await run(PersonDeviceCountDocument, { userId: 4 });
    expect(s.h.calls.map((c) => c.path.split('?')[0]).sort()).toEqual([
      '/places/countInUser/4',
      '/places/countNotInUser/4',
      '/places/findInUser/4',
      '/places/findNotInUser/4',
      '/tickets',
      '/users',
      '/users',
      '/users/countSocketClients',
      '/users/me',
      '/users/me',
    ]);
  });

  it('the places list page of 12 costs at most 4 REST calls', async () => {
    await run(PlacesRouteDocument, { orderBy: [{ field: 'id', direction: 'DESC' }], page: 1, pageSize: 12 });
    expect(s.h.calls.length).toBeLessThanOrEqual(4);
  });
});
