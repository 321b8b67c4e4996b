import { createHash } from 'node:crypto';

/** A one-page PDF that every generated delivery note points to: stored once, by its SHA-256. */
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 58 >> stream
BT /F1 18 Tf 72 760 Td (Delivery note - generated) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

export const SAMPLE_DELIVERY_NOTE = {
  bytes: new TextEncoder().encode(PDF),
  sha256: createHash('sha256').update(PDF).digest('hex'),
  contentType: 'application/pdf',
};
