import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_SHAPE, randomCaptchaText } from './captcha-text';

const between = (min: number, max: number) => Math.floor(Math.random() * (max - min) + min);
const randomColor = (min: number, max: number) => `rgb(${between(min, max)},${between(min, max)},${between(min, max)})`;

function draw(canvas: HTMLCanvasElement, text: string): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width, height, lines, dots } = CAPTCHA_SHAPE;
  ctx.fillStyle = randomColor(200, 245);
  ctx.fillRect(0, 0, width, height);
  [...text].forEach((char, i) => {
    ctx.font = `${between(24, 34)}px Arial`;
    ctx.fillStyle = randomColor(40, 150);
    ctx.textBaseline = 'middle';
    ctx.save();
    ctx.translate((width / (text.length + 1)) * (i + 1) - 8, height / 2);
    ctx.rotate((between(-30, 30) * Math.PI) / 180);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });
  for (let i = 0; i < lines; i += 1) {
    ctx.strokeStyle = randomColor(100, 200);
    ctx.beginPath();
    ctx.moveTo(between(0, width), between(0, height));
    ctx.lineTo(between(0, width), between(0, height));
    ctx.stroke();
  }
  for (let i = 0; i < dots; i += 1) {
    ctx.fillStyle = randomColor(0, 255);
    ctx.beginPath();
    ctx.arc(between(0, width), between(0, height), 1, 0, 2 * Math.PI);
    ctx.fill();
  }
}

interface CaptchaProps {
  /** Receives each new code (compare with `captchaMatches`). */
  onChange: (code: string) => void;
}

/** An image captcha on a canvas; a click draws a new one. Shown only when settings.captchaEnabled. */
export function Captcha({ onChange }: CaptchaProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const handleRefresh = useCallback(() => {
    const code = randomCaptchaText();
    if (canvas.current) draw(canvas.current, code);
    onChange(code);
  }, [onChange]);
  useEffect(handleRefresh, [handleRefresh]);
  return (
    <canvas
      ref={canvas}
      width={CAPTCHA_SHAPE.width}
      height={CAPTCHA_SHAPE.height}
      title={t('login.captchaRefresh')}
      onClick={handleRefresh}
      style={{ cursor: 'pointer', borderRadius: 6, verticalAlign: 'middle' }}
    />
  );
}
