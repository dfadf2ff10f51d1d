import { InputNumber, type InputNumberProps } from 'antd';
import type { KeyboardEvent } from 'react';
import { clampNumber } from '@/lib/clamp-number';
import { isAllowedNumberKey } from './allowed-keys';

// stringMode would hand strings to onChange, which clampNumber cannot take.
export type NumberInputProps = Omit<InputNumberProps<number>, 'stringMode'>;

/**
 * Whole-number InputNumber (FLOW-50, FLOW-51). min/max also go to InputNumber, which clamps the
 * typed text on blur and Enter and reports it through onChange; clampNumber guards every value
 * that leaves the component, so a caller never sees one out of range.
 */
export function NumberInput({ min, max, precision = 0, onChange, onKeyDown, ...rest }: NumberInputProps) {
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedNumberKey(e)) e.preventDefault();
    onKeyDown?.(e);
  };
  const handleChange = (value: number | null) => {
    onChange?.(value === null ? null : clampNumber(value, min, max));
  };
  return (
    <InputNumber<number>
      {...rest}
      min={min}
      max={max}
      precision={precision}
      onKeyDown={handleKeyDown}
      onChange={handleChange}
    />
  );
}
