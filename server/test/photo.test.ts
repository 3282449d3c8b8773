import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_INPUT_SIDE, PHOTO_STORED_SIDE } from '../http/images';
import { type TestServer, call, register, startTestServer } from './harness';
import { blackPng, dataUrl } from './images';

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A real photo-like image of `width` x `height` in `format`. */
function photo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 47, g: 111, b: 142 } },
  });
}

describe('profile photos are bounded and re-encoded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function upload(username: string, mime: string, bytes: Buffer) {
    const reader = await register(server, username);
    const answer = await call(
      server,
      '/users/update/profile-photo',
      { image_base64: dataUrl(mime, bytes) },
      { token: reader.token },
    );
    return { reader, answer };
  }

  async function served(userId: number) {
    const response = await server.app.inject({ method: 'GET', url: `/api/users/${userId}/avatar` });
    return { response, bytes: response.rawPayload };
  }

  it('refuses a tiny image whose header claims 20000 x 20000 pixels, storing nothing', async () => {
    const bomb = blackPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const { reader, answer } = await upload('photo_bomb', 'image/png', bomb);
    expect(answer.http).toBe(400);
    expect(answer.body.status.code).toBe('1');
    expect(answer.body.status.values).toEqual([
      `image_base64: must be at most ${PHOTO_MAX_INPUT_SIDE} pixels on each side`,
    ]);
    expect((await served(reader.user.id)).response.statusCode).toBe(404);
    const me = await call(server, '/auth/me', {}, { token: reader.token });
    expect(me.body.users[0].avatar_url).toBeNull();
  });

  it('refuses one pixel more than the limit on a side, and accepts the limit', async () => {
    const wide = await upload('photo_wide', 'image/png', blackPng(PHOTO_MAX_INPUT_SIDE + 1, 1));
    expect(wide.answer.body.status.code).toBe('1');
    const tall = await upload('photo_tall', 'image/png', blackPng(1, PHOTO_MAX_INPUT_SIDE + 1));
    expect(tall.answer.body.status.code).toBe('1');
    const fits = await upload('photo_fits', 'image/png', blackPng(PHOTO_MAX_INPUT_SIDE, 2));
    expect(fits.answer.body.status.code).toBe('0');
    const stored = await sharp((await served(fits.reader.user.id)).bytes).metadata();
    expect([stored.width, stored.height]).toEqual([PHOTO_STORED_SIDE, 1]);
  });

  it('stores a JPEG + HTML polyglot re-encoded: the served bytes carry no HTML', async () => {
    const jpeg = await photo(64, 48).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from(HTML)]);
    const { reader, answer } = await upload('photo_polyglot', 'image/jpeg', polyglot);
    expect(answer.body.status.code).toBe('0');

    const { response, bytes } = await served(reader.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    // Ends where the JPEG ends: nothing follows the end-of-image marker.
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    const stored = await sharp(bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 64, 48]);
  });

  it('re-encodes a normal photo to a metadata-free JPEG that fits the stored size', async () => {
    // A PNG with transparency and a WebP carrying EXIF (camera, place), turned by its orientation.
    const png = await sharp({
      create: {
        width: 1600,
        height: 1000,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .png()
      .toBuffer();
    const withPng = await upload('photo_png', 'image/png', png);
    expect(withPng.answer.body.status.code).toBe('0');
    const fromPng = await served(withPng.reader.user.id);
    expect(fromPng.response.headers['content-type']).toBe('image/jpeg');
    const pngMeta = await sharp(fromPng.bytes).metadata();
    expect([pngMeta.format, pngMeta.width, pngMeta.height]).toEqual(['jpeg', 500, 313]);
    // Transparent areas are painted white, as the client's resize paints them.
    const { data: pixel } = await sharp(fromPng.bytes)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...pixel].every((channel) => channel > 250)).toBe(true);

    const webp = await photo(900, 600)
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Shelfmark' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' },
      })
      .webp()
      .toBuffer();
    const uploaded = await sharp(webp).metadata();
    expect([uploaded.orientation, Boolean(uploaded.exif), Boolean(uploaded.icc)]).toEqual([
      6,
      true,
      true,
    ]);
    const withWebp = await upload('photo_webp', 'image/webp', webp);
    expect(withWebp.answer.body.status.code).toBe('0');
    const fromWebp = await served(withWebp.reader.user.id);
    const webpMeta = await sharp(fromWebp.bytes).metadata();
    // Orientation 6 is a quarter turn: the upright photo is portrait.
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(['jpeg', 333, 500]);
    expect(webpMeta.exif).toBeUndefined();
    expect(webpMeta.icc).toBeUndefined();
    expect(webpMeta.xmp).toBeUndefined();
    expect(fromWebp.bytes.includes(Buffer.from('Shelfmark'))).toBe(false);
    expect(fromWebp.bytes.length).toBeLessThan(100 * 1024);

    // A small photo is not enlarged, and its versioned URL names the stored bytes.
    const small = await upload('photo_small', 'image/jpeg', await photo(120, 80).jpeg().toBuffer());
    const smallMeta = await sharp((await served(small.reader.user.id)).bytes).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([120, 80]);
  });

  it('refuses bytes that only start like an image', async () => {
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
    const broken = await upload(
      'photo_broken',
      'image/jpeg',
      Buffer.concat([header, Buffer.from(HTML)]),
    );
    expect(broken.answer.body.status.code).toBe('1');
    expect(broken.answer.body.status.values).toEqual(['image_base64: is not a readable image']);
  });
});

describe('photos stored before re-encoding', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are re-encoded on upgrade, and one that would be refused today is removed', async () => {
    const kept = await register(server, 'legacy_kept');
    const dropped = await register(server, 'legacy_dropped');
    const polyglot = Buffer.concat([await photo(900, 900).jpeg().toBuffer(), Buffer.from(HTML)]);
    const now = server.clock.now().toISOString();
    // As an earlier version stored them: the upload's bytes as they came.
    await server.context.db
      .insertInto('avatars')
      .values([
        {
          user_id: kept.user.id,
          mime: 'image/jpeg',
          data: polyglot,
          etag: 'old-kept',
          updated_at: now,
        },
        {
          user_id: dropped.user.id,
          mime: 'image/png',
          data: blackPng(20_000, 20_000),
          etag: 'old-bomb',
          updated_at: now,
        },
      ])
      .execute();
    await server.context.db
      .updateTable('users')
      .set({ avatar_version: 'old' })
      .where('id', 'in', [kept.user.id, dropped.user.id])
      .execute();
    // Back to the schema version before the re-encoding migration, then start again (later
    // migrations are replayed too: Kysely runs migrations in order only).
    await server.context.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '>=', '0005_reencode_avatars' as never)
      .execute();
    await server.restart();

    const avatar = await server.app.inject({
      method: 'GET',
      url: `/api/users/${kept.user.id}/avatar`,
    });
    expect(avatar.headers['content-type']).toBe('image/jpeg');
    expect(avatar.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    const meta = await sharp(avatar.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([500, 500]);
    const users = await server.context.db
      .selectFrom('users')
      .select(['id', 'avatar_version'])
      .where('id', 'in', [kept.user.id, dropped.user.id])
      .execute();
    const version = (id: number) => users.find((row) => row.id === id)?.avatar_version;
    expect(version(kept.user.id)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(version(dropped.user.id)).toBeNull();
    expect(avatar.headers.etag).toBe(`"${version(kept.user.id)}"`);
    const gone = await server.app.inject({
      method: 'GET',
      url: `/api/users/${dropped.user.id}/avatar`,
    });
    expect(gone.statusCode).toBe(404);
  });
});
