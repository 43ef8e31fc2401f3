import { useState, type FormEvent } from 'react';
import { Title, useCreate, useGetList, useTranslate, useUpdate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  MenuItem,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RedeemIcon from '@mui/icons-material/Redeem';
import { Page, PageHeader, ScrollTable, ConfirmDialog, StatTiles, StatusBadge, useConfirmDelete, useToast, type BadgeColors } from '../common';
import { errorMessage } from '../providers/httpClient';
import {
  EMPTY_COUPON_FORM,
  couponToForm,
  couponTotals,
  toCouponPayload,
  validateCouponForm,
  type Coupon,
  type CouponFormValues,
} from './couponForm';

const COUPON_STATUS_COLORS: BadgeColors = {
  active: { bg: '#dcfce7', fg: '#166534' },
  inactive: { bg: '#e5e7eb', fg: '#374151' },
};

/** Coupons are few (admin-made), so one page of up to the API's maximum feeds both the tiles and the table. */
const ALL_COUPONS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'createdAt', order: 'DESC' as const } };

export function CouponList() {
  const translate = useTranslate();
  const toast = useToast();
  const { data: coupons = [], isPending, error } = useGetList<Coupon>('coupons', ALL_COUPONS);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [formError, setFormError] = useState('');

  const totals = couponTotals(coupons);
  const set = (field: keyof CouponFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const resetForm = () => {
    setValues(EMPTY_COUPON_FORM);
    setEditing(null);
    setFormError('');
  };
  const { toDelete, setToDelete, confirmDelete, deleting } = useConfirmDelete<Coupon>('coupons', {
    deleted: 'gaon.coupons.deleted',
    failed: 'gaon.coupons.failedDelete',
    onDeleted: (coupon) => {
      if (editing?.id === coupon.id) resetForm();
    },
  });

  const startEdit = (coupon: Coupon) => {
    setEditing(coupon);
    setValues(couponToForm(coupon));
    setFormError('');
    document.getElementById('coupon-form')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCouponForm(values, editing ? 'edit' : 'add');
    if (problem) {
      setFormError(translate(problem));
      return;
    }
    setFormError('');
    const data = toCouponPayload(values);
    const onError = (err: unknown) => toast.error(errorMessage(err, translate('gaon.coupons.failedSave')));
    if (editing) {
      update(
        'coupons',
        { id: editing.id, data, previousData: editing },
        { mutationMode: 'pessimistic', onSuccess: () => (toast.success(translate('gaon.coupons.updated')), resetForm()), onError },
      );
    } else {
      create('coupons', { data }, { onSuccess: () => (toast.success(translate('gaon.coupons.added')), resetForm()), onError });
    }
  };

  const saving = creating || updating;
  const listText = (items: string[]) => (items?.length ? items.join(', ') : translate('gaon.coupons.everywhere'));

  return (
    <Page>
      <Title title={translate('gaon.coupons.title')} />
      <PageHeader title={translate('gaon.coupons.title')} />

      <StatTiles
        tiles={[
          { label: translate('gaon.coupons.totalCoupons'), value: totals.total, icon: <LocalOfferIcon /> },
          { label: translate('gaon.coupons.activeCoupons'), value: totals.active, icon: <CheckCircleIcon />, color: 'success.main' },
          { label: translate('gaon.coupons.totalUsed'), value: totals.used, icon: <RedeemIcon />, color: 'secondary.main' },
        ]}
      />

      <Card variant="outlined" sx={{ mb: 2 }} id="coupon-form">
        <CardContent component="form" onSubmit={submit} noValidate aria-labelledby="coupon-form-title">
          <Typography id="coupon-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {translate(editing ? 'gaon.coupons.editTitle' : 'gaon.coupons.addTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            <TextField label={translate('gaon.coupons.code')} name="code" value={values.code} onChange={set('code')} required size="small" />
            <TextField
              label={translate('gaon.coupons.discount')}
              name="discount"
              type="number"
              value={values.discount}
              onChange={set('discount')}
              required
              size="small"
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
            />
            <TextField
              label={translate('gaon.coupons.validFrom')}
              name="validFrom"
              type="date"
              value={values.validFrom}
              onChange={set('validFrom')}
              required
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={translate('gaon.coupons.validTo')}
              name="validTo"
              type="date"
              value={values.validTo}
              onChange={set('validTo')}
              required
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={translate('gaon.coupons.usageLimit')}
              name="usageLimit"
              type="number"
              value={values.usageLimit}
              onChange={set('usageLimit')}
              size="small"
              placeholder="1"
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
            <TextField
              label={translate('gaon.coupons.villages')}
              name="applicableVillages"
              value={values.applicableVillages}
              onChange={set('applicableVillages')}
              size="small"
              helperText={translate('gaon.coupons.commaHint')}
            />
            <TextField
              label={translate('gaon.coupons.restaurants')}
              name="applicableRestaurants"
              value={values.applicableRestaurants}
              onChange={set('applicableRestaurants')}
              size="small"
              helperText={translate('gaon.coupons.commaHint')}
            />
            <TextField select label={translate('gaon.coupons.status')} name="status" value={values.status} onChange={set('status')} size="small">
              <MenuItem value="active">{translate('gaon.coupons.statuses.active')}</MenuItem>
              <MenuItem value="inactive">{translate('gaon.coupons.statuses.inactive')}</MenuItem>
            </TextField>
          </Box>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {translate(editing ? 'gaon.coupons.update' : 'gaon.coupons.add')}
            </Button>
            {editing && (
              <Button variant="outlined" onClick={resetForm} disabled={saving}>
                {translate('gaon.coupons.cancel')}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>

      {error ? (
        <Alert severity="error">{errorMessage(error, translate('gaon.coupons.failedLoad'))}</Alert>
      ) : (
        <ScrollTable
          label={translate('gaon.coupons.title')}
          minWidth={880}
          columns={[
            translate('gaon.coupons.code'),
            { label: translate('gaon.coupons.discount'), align: 'right' },
            translate('gaon.coupons.validity'),
            { label: `${translate('gaon.coupons.used')} / ${translate('gaon.coupons.usageLimit')}`, align: 'right' },
            translate('gaon.coupons.villages'),
            translate('gaon.coupons.restaurants'),
            translate('gaon.coupons.status'),
            { label: translate('gaon.coupons.actions'), align: 'right' },
          ]}
          loading={isPending}
          empty={coupons.length === 0 && translate('gaon.coupons.empty')}
        >
          {coupons.map((coupon) => (
            <TableRow key={coupon.id} selected={editing?.id === coupon.id}>
              <TableCell sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{coupon.code}</TableCell>
              <TableCell align="right">{coupon.discount}%</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {coupon.validFrom} – {coupon.validTo}
              </TableCell>
              <TableCell align="right">
                {coupon.used ?? 0} / {coupon.usageLimit}
              </TableCell>
              <TableCell>{listText(coupon.applicableVillages)}</TableCell>
              <TableCell>{listText(coupon.applicableRestaurants)}</TableCell>
              <TableCell>
                <StatusBadge value={coupon.status} colors={COUPON_STATUS_COLORS} label={translate(`gaon.coupons.statuses.${coupon.status}`, { _: coupon.status })} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={translate('gaon.coupons.editCoupon', { code: coupon.code })} onClick={() => startEdit(coupon)} size="small">
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={translate('gaon.coupons.deleteCoupon', { code: coupon.code })} onClick={() => setToDelete(coupon)} size="small" color="error">
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}

      <ConfirmDialog open={Boolean(toDelete)} pending={deleting} onConfirm={confirmDelete} onClose={() => setToDelete(null)}>
        {translate('gaon.coupons.confirmDelete')}
        {toDelete && (
          <Typography component="span" sx={{ display: 'block', mt: 1, fontFamily: 'monospace', fontWeight: 600 }}>
            {toDelete.code}
          </Typography>
        )}
      </ConfirmDialog>
    </Page>
  );
}
