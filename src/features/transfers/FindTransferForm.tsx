import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { isOrderId } from '../../api/transfers';
import { Button } from '../../components/ui/Button';

/** Open any transfer by its order ID (from a receipt, a shared link, or support). */
export function FindTransferForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const orderId = value.trim();
    if (!isOrderId(orderId)) {
      setError('An order ID is 0x followed by 64 hexadecimal characters.');
      return;
    }
    setError(undefined);
    void navigate({ to: '/transfers/$orderId', params: { orderId } });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium">
        Order ID
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-border-strong bg-surface px-3 font-mono text-sm"
        />
        <Button type="submit">Track transfer</Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
