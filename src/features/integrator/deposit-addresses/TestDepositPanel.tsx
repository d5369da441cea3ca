import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { sendTestDepositMutationOptions } from '../../../api/integrator-deposit-addresses';
import type { SupportedInput } from '../../../contract/schemas/deposit-addresses';
import { T, useT } from '../../../i18n/useT';
import { useFormat } from '../../../lib/useFormat';
import { SelectField } from '../fields/SelectField';
import { TextField } from '../fields/TextField';
import { ErrorNotice } from '../shared/ErrorNotice';
import { fieldErrorText, type FieldError } from './field-errors';
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
  const t = useT();
  const f = useFormat();
  const usable = usableInputs(inputs);
  const [key, setKey] = useState(usable[0] ? inputKey(usable[0]) : '');
  const input = usable.find((i) => inputKey(i) === key);
  const [amount, setAmount] = useState(() => (usable[0] ? defaultAmount(usable[0]) : ''));
  const [error, setError] = useState<FieldError>();
  const send = useMutation(sendTestDepositMutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!input) return;
    const checked = checkTestAmount(amount, input, f);
    setError(checked.ok ? undefined : checked.error);
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
        <h3 className="text-lg font-semibold">
          <T id="integrator.testDeposit.title" defaultMessage="Send a test deposit" />
        </h3>
        <Badge tone="warning">
          <T id="integrator.testDeposit.sandbox" defaultMessage="Sandbox" />
        </Badge>
      </div>
      <p className="text-sm text-muted">
        <T
          id="integrator.testDeposit.body"
          defaultMessage="Only with the embedded service: pretend funds arrived at this address. The deposit then runs as a real one would, and its webhook events are sent. Nothing real moves."
        />
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <SelectField
          label={t.formatMessage({
            id: 'integrator.testDeposit.from',
            defaultMessage: 'Sent from',
          })}
          placeholder={t.formatMessage({
            id: 'integrator.testDeposit.choose',
            defaultMessage: 'Choose a chain and token',
          })}
          value={key}
          onChange={(next) => {
            setKey(next);
            const chosen = usable.find((i) => inputKey(i) === next);
            if (chosen) setAmount(defaultAmount(chosen));
          }}
          options={usable.map((i) => ({
            value: inputKey(i),
            label: t.formatMessage(
              { id: 'integrator.input.tokenOnChain', defaultMessage: '{symbol} on {chain}' },
              { symbol: i.inputToken.symbol, chain: chainName(i.originChainId, t) },
            ),
          }))}
        />
        <TextField
          label={t.formatMessage(
            { id: 'integrator.fees.amountOf', defaultMessage: 'Amount ({symbol})' },
            { symbol: input.inputToken.symbol },
          )}
          value={amount}
          onChange={setAmount}
          error={fieldErrorText(t, error)}
        />
        <Button type="submit" className="sm:mt-6" loading={send.isPending}>
          <T id="integrator.testDeposit.send" defaultMessage="Send test deposit" />
        </Button>
      </form>
      {send.isError && <ErrorNotice error={send.error} />}
      {send.isSuccess && (
        <Notice
          tone="success"
          title={<T id="integrator.testDeposit.sent" defaultMessage="Test deposit sent" />}
          announce
        >
          <T
            id="integrator.testDeposit.arriving"
            defaultMessage="Deposit {txn} is arriving; watch it below."
            values={{
              txn: (
                <span className="font-mono break-all" dir="ltr">
                  {send.data.depositTxnRef}
                </span>
              ),
            }}
          />
        </Notice>
      )}
    </Card>
  );
}
