import { Button } from '@mantine/core';

/** A books page's PDF, as it is sent: opened in a new tab, or saved. */
export function PdfButtons({ href, downloadHref }: { href: string; downloadHref: string }) {
  return (
    <>
      <Button component="a" variant="default" href={href} target="_blank" rel="noopener">
        Open PDF
      </Button>
      <Button component="a" variant="default" href={downloadHref} download>
        Download
      </Button>
    </>
  );
}
