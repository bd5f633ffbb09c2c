import { describe, expect, it } from 'vitest';
import { fileUrl, thumbWidthFor } from './resolvers';

describe('thumbWidthFor', () => {
  it('picks the thumbnail by the box width as spec §9 says', () => {
    expect([1, 200, 201, 500, 501, 800, 801, 5000].map(thumbWidthFor)).toEqual([200, 200, 500, 500, 800, 800, 1200, 1200]);
  });
});

describe('fileUrl', () => {
  it('serves the API’s own files through the gateway and keeps storage hosts', () => {
    expect(fileUrl(null, 'messages', '2026/11/чек 1.jpg')).toBe('/files/messages/2026/11/%D1%87%D0%B5%D0%BA%201.jpg');
    expect(fileUrl('https://cdn.example.org/files/', 'tickets', 'a.png', 'http://127.0.0.1:3001')).toBe('https://cdn.example.org/files/tickets/a.png');
    expect(fileUrl(null, 'x', 'https://other.example.org/a.png')).toBe('https://other.example.org/a.png');
    // The API answers its own address as the server: mapped onto the gateway.
    expect(fileUrl('http://127.0.0.1:3001/files', 'messages', 'a.png', 'http://127.0.0.1:3001')).toBe('/files/messages/a.png');
  });
});
