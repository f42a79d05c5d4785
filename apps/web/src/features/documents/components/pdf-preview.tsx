import { useEffect, useRef, useState } from "react";
import { GlobalWorkerOptions, getDocument } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

// The worker is a file of our own origin, so the CSP's script-src 'self' covers it.
GlobalWorkerOptions.workerSrc = workerUrl;

const PREVIEW_WIDTH = 560;

/** The first page of a PDF drawn on a canvas (its own chunk: only loaded when a PDF is opened). */
export default function PdfPreview({ data, name }: { data: Blob; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pages, setPages] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const task = (async () => {
      const pdf = await getDocument({ data: new Uint8Array(await data.arrayBuffer()), isEvalSupported: false }).promise;
      if (cancelled) return;
      setPages(pdf.numPages);
      const page = await pdf.getPage(1);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: PREVIEW_WIDTH / base.width });
      const target = canvas.current;
      if (!target || cancelled) return;
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      await page.render({ canvas: target, viewport }).promise;
    })();
    task.catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [data]);

  if (failed) return <p className="muted">The preview could not be drawn.</p>;
  return (
    <>
      <canvas ref={canvas} className="doc-pdf-canvas" role="img" aria-label={`First page of ${name}`} />
      {pages !== null && <figcaption className="muted">Page 1 of {pages}</figcaption>}
    </>
  );
}
