import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

/** What the signing page asks of the pad. */
export interface SignatureHandle {
  /** the drawn signature as a PNG data url, or null when nothing is drawn yet */
  read(): string | null;
}

/**
 * A canvas the customer signs on with a finger or the mouse (signature_pad, 16 KB, in the signing page's own
 * chunk: loaded apart, it could arrive after the customer's first strokes, which were then lost). The canvas is
 * drawn at the screen's pixel ratio so the strokes stay sharp.
 */
export const SignaturePadField = forwardRef<SignatureHandle>(function SignaturePadField(_props, ref) {
  const { t } = useTranslation('contractFlow');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return undefined;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio || 600;
    el.height = el.offsetHeight * ratio || 200;
    el.getContext('2d')?.scale(ratio, ratio);
    const signing = new SignaturePad(el, { penColor: '#1f1f1f', minWidth: 1, maxWidth: 2.5 });
    pad.current = signing;
    return () => signing.off();
  }, []);

  useImperativeHandle(ref, () => ({
    read: () => (pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null),
  }));

  return (
    <div>
      <canvas
        ref={canvas}
        aria-label={t('sign.pad')}
        style={{
          width: '100%',
          height: 200,
          border: '1px dashed #bfbfbf',
          borderRadius: 4,
          touchAction: 'none',
          background: '#fff',
        }}
      />
      <Button size="small" onClick={() => pad.current?.clear()}>
        {t('sign.clear')}
      </Button>
    </div>
  );
});
