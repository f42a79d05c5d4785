import type { getDocumentProxy } from "unpdf";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** pdf.js's decoded image kinds (its ImageKind). */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;
/** Smaller images (logos, icons) hold no text worth reading. */
const MIN_PIXELS = 150 * 40;

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/**
 * The image as a binary PGM (grey) or PPM (colour) file, which tesseract's leptonica reads
 * without any image library: 1-bit scans are unpacked (pdf.js rows are byte-aligned, 1 =
 * white), transparency is laid over white.
 */
export function toPnm(image: DecodedImage): Buffer | null {
  const { width, height, data } = image;
  if (!data || width * height < MIN_PIXELS) return null;
  const pixels = width * height;
  const kind = image.kind ?? (data.length === pixels * 3 ? RGB_24BPP : data.length === pixels * 4 ? RGBA_32BPP : undefined);
  if (kind === GRAYSCALE_1BPP) {
    const rowBytes = Math.ceil(width / 8);
    if (data.length < rowBytes * height) return null;
    const grey = Buffer.alloc(pixels);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        grey[y * width + x] = bit ? 255 : 0;
      }
    }
    return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), grey]);
  }
  if (kind === RGB_24BPP && data.length >= pixels * 3) {
    return Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`), Buffer.from(data.buffer, data.byteOffset, pixels * 3)]);
  }
  if (kind === RGBA_32BPP && data.length >= pixels * 4) {
    const rgb = Buffer.alloc(pixels * 3);
    for (let i = 0, j = 0; i < pixels * 4; i += 4, j += 3) {
      const alpha = data[i + 3]! / 255;
      for (let c = 0; c < 3; c += 1) rgb[j + c] = Math.round(data[i + c]! * alpha + 255 * (1 - alpha));
    }
    return Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`), rgb]);
  }
  return null;
}

/**
 * The images a page paints (image XObjects and inline images), decoded by pdf.js and made
 * into files tesseract reads. A scanned page is one such image; this reads it as the scanner
 * wrote it, at its own resolution, without rendering the page (no canvas needed).
 */
export async function pageImages(pdf: PdfDocument, pageNumber: number): Promise<Buffer[]> {
  const { getResolvedPDFJS } = await import("unpdf");
  const { OPS } = await getResolvedPDFJS();
  const page = await pdf.getPage(pageNumber);
  const operators = await page.getOperatorList();
  const images: Buffer[] = [];
  for (let i = 0; i < operators.fnArray.length; i += 1) {
    const op = operators.fnArray[i];
    const args = operators.argsArray[i] as unknown[];
    let decoded: DecodedImage | undefined;
    if (op === OPS.paintImageXObject && typeof args[0] === "string") {
      const key = args[0];
      const store = key.startsWith("g_") ? page.commonObjs : page.objs;
      decoded = await new Promise<DecodedImage | undefined>((resolve) => store.get(key, (value: unknown) => resolve(value as DecodedImage | undefined)));
    } else if (op === OPS.paintInlineImageXObject) {
      decoded = args[0] as DecodedImage | undefined;
    }
    const file = decoded && toPnm(decoded);
    if (file) images.push(file);
  }
  page.cleanup();
  return images;
}
