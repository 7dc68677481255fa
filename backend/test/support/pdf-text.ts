import { inflateSync } from 'node:zlib';

/**
 * The lines of text of a PDF that pdfkit wrote with its standard fonts: each text-showing array
 * (`[<hex> kern <hex>] TJ`) of every content stream, inflated, decoded as WinAnsi. Enough to read
 * what a receipt PDF says; not a PDF parser.
 */
export function pdfText(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const winAnsi = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let data = Buffer.from(stream[1], 'latin1');
    try {
      data = inflateSync(data);
    } catch {
      // Not deflated (or not content): read as it is.
    }
    for (const shown of data.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => winAnsi.decode(Buffer.from(hex[1], 'hex')))
          .join(''),
      );
  }
  return lines;
}
