/**
 * A QR code reader for the door's camera: the browser's own BarcodeDetector where it reads QR codes, else ZXing's
 * (the barcode-detector ponyfill), loaded only then, its WebAssembly served by our own build (never from a CDN:
 * the Content-Security-Policy forbids other origins).
 */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const candidate: unknown = Reflect.get(globalThis, 'BarcodeDetector');
  if (typeof candidate !== 'function') return null;
  const Detector = candidate as NativeDetectorClass;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function qrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
