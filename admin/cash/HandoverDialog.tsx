import { useState } from 'react';
import { Alert, DialogContent, Typography } from '@mui/material';
import { CreateBase, Form, NumberInput, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { DialogFrame, FormToolbar, formatRupees } from '../common';
import { errorMessage } from '../providers/httpClient';
import { formatDay } from '../daily-order/dailyOrder';
import { amountProblem, suggestedAmount, type RiderCash } from './cash';
import type { Handover } from '../../shared/api/cash';

/** The data provider's resource for POST /api/admin/cash/handovers (its path under /api/admin). */
const HANDOVERS = 'cash/handovers';

/**
 * Recording cash a rider handed in: the amount comes filled in with what is still out (editable),
 * Record sends it for the day on screen. A refusal shows in the dialog, under the amount when the
 * server names it; the day's figures are read again once it is recorded.
 */
export function HandoverDialog({ row, date, onClose }: { row: RiderCash; date: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState('');
  const t = (key: string, options?: object) => translate(`gaon.cash.${key}`, options);
  const validate = (value: unknown) => {
    const problem = amountProblem(value);
    return problem ? t(problem) : undefined;
  };
  return (
    <DialogFrame open title={t('dialogTitle', { name: row.name })} onClose={onClose}>
      <CreateBase<Handover>
        resource={HANDOVERS}
        redirect={false}
        mutationOptions={{
          onSuccess: (recorded) => {
            notify(t('recorded', { amount: formatRupees(recorded.amount), name: row.name }), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['cash'] });
            onClose();
          },
          onError: (error) => setFailure(errorMessage(error, t('failed'))),
        }}
      >
        <Form
          noValidate
          disableInvalidFormNotification
          defaultValues={{ riderId: row.riderId, date, amount: suggestedAmount(row) }}
        >
          <DialogContent sx={{ display: 'grid', gap: 1.5 }} data-testid="handover-form">
            <Typography variant="body2">
              {t('dialogText', {
                name: row.name,
                date: formatDay(date),
                collected: formatRupees(row.cashCollected),
                handed: formatRupees(row.handedOver),
              })}
            </Typography>
            {failure && (
              <Alert severity="error" role="alert" data-testid="handover-error">
                {failure}
              </Alert>
            )}
            <NumberInput
              source="amount"
              label="gaon.cash.amount"
              validate={validate}
              min={0.01}
              step={0.01}
              autoFocus
              onChange={() => setFailure('')}
            />
          </DialogContent>
          <FormToolbar saveLabel="gaon.cash.save" onCancel={onClose} />
        </Form>
      </CreateBase>
    </DialogFrame>
  );
}
