/** The part of svg-to-pdfkit (which ships no types) that the label printer uses. */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    useCSS?: boolean;
    assumePt?: boolean;
    precision?: number;
    fontCallback?: (family: string, bold: boolean, italic: boolean, options: object) => string;
    warningCallback?: (warning: string) => void;
  }
  // biome-ignore lint/style/noDefaultExport: the package's CommonJS export is one function
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void;
}
