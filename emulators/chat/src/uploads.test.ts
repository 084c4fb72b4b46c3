import { describe, expect, it } from 'vitest';
import { errorOf, serverChannel, useEmulator } from './test/harness';

describe('uploads', () => {
  const h = useEmulator();

  it('stores files and images on disk, serves them back with CORS and safe types, and deletes them', async () => {
    await serverChannel(h, 'messaging', 'crew', { createdBy: 'alice', members: ['alice'] });
    const alice = await h.connect('alice');
    const channel = alice.channel('messaging', 'crew');
    await channel.watch();
    expect((await alice.getAppSettings()).app?.file_upload_config).toEqual({});

    // In Node the SDK uploads Buffers (form-data); its typings only list browser File objects.
    const asFile = (buffer: Buffer) => buffer as unknown as File;
    const bytes = Buffer.from('%PDF-1.4 pretend');
    const file = await channel.sendFile(asFile(bytes), 'plan v1.pdf', 'application/pdf');
    expect(file.file).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[a-f0-9]+\/plan%20v1\.pdf$/);
    const download = await fetch(file.file as string);
    expect(download.status).toBe(200);
    // Not a type that runs, but not one this origin shows either: a download.
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''plan%20v1.pdf",
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const image = await channel.sendImage(asFile(png), 'dot.png', 'image/png');
    expect(image.thumb_url).toBe(image.file);
    const shown = await fetch(image.file as string);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toBeNull();
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    const { message } = await channel.sendMessage({
      text: 'see attached',
      attachments: [{ type: 'image', image_url: image.file, mime_type: 'image/png' }],
    });
    expect(message.attachments?.[0]?.image_url).toBe(image.file);

    // Attack: a page or an SVG with script, uploaded to run as a page of this origin.
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['logo.svg', 'image/svg+xml'],
    ] as const) {
      const upload = await channel.sendFile(
        asFile(Buffer.from('<script>alert(1)</script>')),
        name,
        type,
      );
      const served = await fetch(upload.file as string);
      expect(served.headers.get('content-type'), type).toBe('application/octet-stream');
      expect(served.headers.get('content-disposition'), type).toMatch(/^attachment;/);
    }

    await channel.deleteFile(file.file as string);
    expect((await fetch(file.file as string)).status).toBe(404);
    const notImage = await errorOf(channel.sendImage(asFile(bytes), 'plan.pdf', 'application/pdf'));
    expect(notImage.code).toBe(4);
  });
});
