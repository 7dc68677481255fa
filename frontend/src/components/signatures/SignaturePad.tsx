import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGNATURE_TEXT } from './signatureText';

const TEXT = SIGNATURE_TEXT;
/** The canvas' own pixels (3:1); it is drawn at the width of its box, whatever the screen. */
const WIDTH = 900;
const HEIGHT = 300;
const INK = '#111';

/** A PNG of the canvas, base64 without the data URL's head: what the API takes. */
function pngOf(canvas: HTMLCanvasElement): string {
  return canvas.toDataURL('image/png').split(',')[1] ?? '';
}

/**
 * A signature pad (intake spec 2): a canvas drawn on with pointer events (finger, stylus, mouse;
 * the page does not scroll while drawing), a Clear button, and for keyboard users a button that
 * writes the typed name as the signature. It says how to sign, and whether it holds a signature.
 * `onChange` gets the strokes as a base64 PNG, or null once cleared.
 */
export function SignaturePad({
  typedName,
  onChange,
  error,
}: {
  typedName: string;
  onChange: (png: string | null) => void;
  error?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);
  const [typedMissing, setTypedMissing] = useState(false);
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();

  const context = useCallback(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return null;
    ctx.strokeStyle = INK;
    ctx.fillStyle = INK;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    return ctx;
  }, []);

  useEffect(() => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
  }, [context]);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) * WIDTH) / rect.width,
      y: ((e.clientY - rect.top) * HEIGHT) / rect.height,
    };
  };
  const finish = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setInked(true);
    onChange(pngOf(canvas));
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
    // A dot for a tap.
    ctx.arc(x, y, 1.5, 0, Math.PI * 2);
    ctx.moveTo(x, y);
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    if (!ctx) return;
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const onPointerUp = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    context()?.stroke();
    e.currentTarget.releasePointerCapture?.(e.pointerId);
    finish();
  };

  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    setInked(false);
    onChange(null);
  };
  const signTyped = () => {
    const name = typedName.trim();
    setTypedMissing(!name);
    if (!name) return;
    const ctx = context();
    if (!ctx) return;
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    let size = 96;
    ctx.font = `italic ${size}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`;
    while (ctx.measureText(name).width > WIDTH - 80 && size > 24) {
      size -= 4;
      ctx.font = `italic ${size}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`;
    }
    ctx.textBaseline = 'middle';
    ctx.fillText(name, 40, HEIGHT / 2);
    finish();
  };

  const described = [helpId, error ? errorId : '', typedMissing ? errorId : ''].filter(Boolean).join(' ');
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {TEXT.padLabel}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {TEXT.padHelp}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={inked ? TEXT.padSigned : TEXT.padEmpty}
        aria-describedby={described}
        data-testid="signature-pad"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          touchAction: 'none',
          cursor: 'crosshair',
          bgcolor: '#fff',
          border: 2,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          backgroundImage: `linear-gradient(to top, transparent 22%, #9e9e9e 22%, #9e9e9e calc(22% + 1px), transparent calc(22% + 1px))`,
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={clear} disabled={!inked}>
          {TEXT.clear}
        </Button>
        <Button variant="text" onClick={signTyped}>
          {TEXT.typed}
        </Button>
      </Stack>
      {error || typedMissing ? (
        <Typography id={errorId} variant="body2" color="error" sx={{ mt: 0.5 }}>
          {typedMissing ? TEXT.typedNeedsName : error}
        </Typography>
      ) : null}
    </Box>
  );
}
