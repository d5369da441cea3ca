import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { sendTestDepositMutationOptions } from '../../../api/integrator-deposit-addresses';
import type { SupportedInput } from '../../../contract/schemas/deposit-addresses';
import { SelectField } from '../fields/SelectField';
import { TextField } from '../fields/TextField';
import { ErrorNotice } from '../shared/ErrorNotice';
import { chainName } from './input-format';
import { checkTestAmount, defaultAmount, inputKey, usableInputs } from './test-deposit-model';

/** Sandbox only: make funds "arrive" at the address, so the whole flow can be watched. */
export function TestDepositPanel({
  address,
  inputs,
}: {
  address: string;
  inputs: SupportedInput[];
}) {
  const usable = usableInputs(inputs);
  const [key, setKey] = useState(usable[0] ? inputKey(usable[0]) : '');
  const input = usable.find((i) => inputKey(i) === key);
  const [amount, setAmount] = useState(() => (usable[0] ? defaultAmount(usable[0]) : ''));
  const [error, setError] = useState<string>();
  const send = useMutation(sendTestDepositMutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!input) return;
    const checked = checkTestAmount(amount, input);
    setError(checked.ok ? undefined : checked.message);
    if (!checked.ok) return;
    send.mutate({
      depositAddress: address,
      originChainId: input.originChainId,
      inputToken: input.inputToken.address,
      amount: checked.baseUnits,
    });
  };

  if (!input) return null;
  return (
    <Card className="space-y-3 border-dashed p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">Send a test deposit</h3>
        <Badge tone="warning">Sandbox</Badge>
      </div>
      <p className="text-sm text-muted">
        Only with the embedded service: pretend funds arrived at this address. The deposit then runs
        as a real one would, and its webhook events are sent. Nothing real moves.
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <SelectField
          label="Sent from"
          placeholder="Choose a chain and token"
          value={key}
          onChange={(next) => {
            setKey(next);
            const chosen = usable.find((i) => inputKey(i) === next);
            if (chosen) setAmount(defaultAmount(chosen));
          }}
          options={usable.map((i) => ({
            value: inputKey(i),
            label: `${i.inputToken.symbol} on ${chainName(i.originChainId)}`,
          }))}
        />
        <TextField
          label={`Amount (${input.inputToken.symbol})`}
          value={amount}
          onChange={setAmount}
          error={error}
        />
        <Button type="submit" className="sm:mt-6" loading={send.isPending}>
          Send test deposit
        </Button>
      </form>
      {send.isError && <ErrorNotice error={send.error} />}
      {send.isSuccess && (
        <Notice tone="success" title="Test deposit sent" announce>
          Deposit <span className="font-mono break-all">{send.data.depositTxnRef}</span> is
          arriving; watch it below.
        </Notice>
      )}
    </Card>
  );
}
