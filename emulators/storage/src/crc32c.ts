/** CRC32C (Castagnoli), slicing-by-8. GCS clients check it after uploads; Node has no built-in. */
const POLYNOMIAL = 0x82f63b78;
const TABLE = buildTable();

function buildTable(): Int32Array {
  const table = new Int32Array(8 * 256);
  for (let i = 0; i < 256; i++) {
    let crc = i;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ POLYNOMIAL : crc >>> 1;
    table[i] = crc;
  }
  for (let i = 0; i < 256; i++) {
    for (let slice = 1; slice < 8; slice++) {
      const previous = table[(slice - 1) * 256 + i]!;
      table[slice * 256 + i] = (previous >>> 8) ^ table[previous & 0xff]!;
    }
  }
  return table;
}

/** Continues a CRC32C over `data`; start with 0. */
export function crc32c(previous: number, data: Uint8Array): number {
  const t = TABLE;
  let crc = ~previous;
  let i = 0;
  const end8 = data.length - (data.length % 8);
  for (; i < end8; i += 8) {
    crc ^= data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
    crc =
      t[7 * 256 + (crc & 0xff)]! ^
      t[6 * 256 + ((crc >>> 8) & 0xff)]! ^
      t[5 * 256 + ((crc >>> 16) & 0xff)]! ^
      t[4 * 256 + (crc >>> 24)]! ^
      t[3 * 256 + data[i + 4]!]! ^
      t[2 * 256 + data[i + 5]!]! ^
      t[256 + data[i + 6]!]! ^
      t[data[i + 7]!]!;
  }
  for (; i < data.length; i++) crc = t[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** The GCS encoding: base64 of the four big-endian bytes. */
export function crc32cBase64(value: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes.toString('base64');
}
