/** The first bytes of a JPEG (FF D8 FF) or a PNG (89 'PNG'): the type a browser claims is not trusted alone. */
export async function isPicture(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  return jpeg || png;
}

const PICTURE_TYPES = ['image/jpeg', 'image/png'];
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** What is wrong with an uploaded picture (every picture upload: JPEG or PNG, 10 MB at most), or null. */
export async function pictureFault(file: Blob): Promise<string | null> {
  if (!PICTURE_TYPES.includes(file.type) || !(await isPicture(file))) return '只能上传JPEG或PNG格式的图片';
  if (file.size > MAX_PICTURE_BYTES) return '图片不能超过10MB';
  return null;
}
