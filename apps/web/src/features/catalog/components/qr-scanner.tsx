import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { qrDetector } from '../qr-detector.ts';

/** The same code seen again within this time is one scan (the guest still holds it up), not a second one. */
const SAME_CODE_PAUSE_MS = 3000;
const LOOK_EVERY_MS = 250;

/** The phone's camera, reading QR codes: each code read is handed to `onCode`. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useEffectEvent((code: string) => onCode(code));

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { code: '', at: 0 };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const detector = await qrDetector();
        const look = async () => {
          if (stopped) return;
          try {
            if (element.readyState >= 2) {
              const [seen] = await detector.detect(element);
              const now = Date.now();
              if (seen && (seen.rawValue !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
                last.code = seen.rawValue;
                last.at = now;
                found(seen.rawValue);
              } else if (seen) {
                last.at = now;
              }
            }
          } catch {
            // A frame that cannot be read is skipped.
          }
          timer = setTimeout(() => void look(), LOOK_EVERY_MS);
        };
        void look();
      } catch (error) {
        if (stopped) return;
        setOn(false);
        setProblem(
          error instanceof DOMException && error.name === 'NotAllowedError'
            ? 'The camera is not allowed. Allow it in the browser’s settings, or type the ticket’s code below.'
            : 'The camera could not start. Type the ticket’s code or the guest’s name below.',
        );
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <div className="qr-scanner">
      <video ref={video} className="qr-scanner__video" hidden={!on} muted playsInline aria-label="The camera’s view" />
      <button
        type="button"
        className={on ? 'button button--ghost' : 'button'}
        onClick={() => {
          setProblem(null);
          setOn((value) => !value);
        }}
      >
        {on ? 'Stop the camera' : 'Scan tickets with the camera'}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
