import { useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RedeemIcon from '@mui/icons-material/Redeem';
import { CreateBase, DataTable, EditBase, ExportButton, Form, List, SaveButton, SelectInput, TextInput, TopToolbar, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDelete, FormDirty, LIST_SX, ListPagination, LoadError, rowTestId, Screen, StatTiles, StatusBadge, useDiscardGuard, WhileLoading, type BadgeColors } from '../common';
import { errorMessage } from '../providers/httpClient';
import { couponTotals, joinList, toCouponPayload, validateCouponForm, type Coupon } from './types';

const COUPON_STATUS_COLORS: BadgeColors = {
  active: { bg: '#dcfce7', fg: '#166534' },
  inactive: { bg: '#e5e7eb', fg: '#374151' },
};
const COUPONS_PER_PAGE = 10;
/** Coupons are few (admin-made): the tiles count up to the API's maximum page. */
const ALL_COUPONS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'createdAt', order: 'DESC' as const } };
const CouponBody = rowTestId('coupon-row');
type Act = (coupon: Coupon) => void;

/** SPEC "Coupon & Promotion Management": tiles, the add/edit form (Update and Cancel when editing), the list with edit and delete. */
export function CouponList() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [toDelete, setToDelete] = useState<Coupon | null>(null);
  return (
    <Screen title={translate('gaon.coupons.title')}>
      <CouponTiles />
      <CouponForm editing={editing} onDone={() => setEditing(null)} />
      <List
        resource="coupons"
        title={false}
        actions={<TopToolbar><ExportButton /></TopToolbar>}
        perPage={COUPONS_PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.coupons.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.common.loading">
          <CouponTable
            onEdit={(coupon) => {
              setEditing(coupon);
              document.getElementById('coupon-form')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
            onDelete={setToDelete}
          />
        </WhileLoading>
      </List>
      <ConfirmDelete
        resource="coupons"
        record={toDelete}
        content={
          <>
            <Typography>{translate('gaon.coupons.confirmDelete')}</Typography>
            {toDelete && <Typography sx={{ mt: 1, fontFamily: 'monospace', fontWeight: 600 }}>{toDelete.code}</Typography>}
          </>
        }
        deleted="gaon.coupons.deleted"
        failed="gaon.coupons.failedDelete"
        onClose={() => setToDelete(null)}
        onDeleted={(coupon) => editing?.id === coupon.id && setEditing(null)}
      />
    </Screen>
  );
}

function CouponTiles() {
  const translate = useTranslate();
  const { data = [] } = useGetList<Coupon>('coupons', ALL_COUPONS);
  const totals = couponTotals(data);
  return (
    <StatTiles
      tiles={[
        { label: translate('gaon.coupons.totalCoupons'), value: totals.total, icon: <LocalOfferIcon /> },
        { label: translate('gaon.coupons.activeCoupons'), value: totals.active, icon: <CheckCircleIcon />, color: 'success.main' },
        { label: translate('gaon.coupons.totalUsed'), value: totals.used, icon: <RedeemIcon />, color: 'secondary.main' },
      ]}
    />
  );
}

function CouponTable({ onEdit, onDelete }: { onEdit: Act; onDelete: Act }) {
  const translate = useTranslate();
  const listText = (items: string[]) => (items?.length ? items.join(', ') : translate('gaon.coupons.everywhere'));
  return (
    <DataTable<Coupon> bulkActionButtons={false} rowClick={false} body={CouponBody} empty={<Typography sx={{ p: 2 }}>{translate('gaon.coupons.empty')}</Typography>} sx={{ minWidth: 880 }}>
      <DataTable.Col source="code" sx={{ fontWeight: 600, fontFamily: 'monospace' }} />
      <DataTable.Col<Coupon> source="discount" align="right" render={(coupon) => `${coupon.discount}%`} />
      <DataTable.Col<Coupon> source="validFrom" label="gaon.coupons.validity" sx={{ whiteSpace: 'nowrap' }} render={(coupon) => `${coupon.validFrom} – ${coupon.validTo}`} />
      <DataTable.Col<Coupon> source="used" disableSort align="right" label={`${translate('gaon.coupons.used')} / ${translate('gaon.coupons.usageLimit')}`} render={(coupon) => `${coupon.used ?? 0} / ${coupon.usageLimit}`} />
      <DataTable.Col<Coupon> source="applicableVillages" disableSort render={(coupon) => listText(coupon.applicableVillages)} />
      <DataTable.Col<Coupon> source="applicableRestaurants" disableSort render={(coupon) => listText(coupon.applicableRestaurants)} />
      <DataTable.Col<Coupon>
        source="status"
        disableSort
        render={(coupon) => <StatusBadge value={coupon.status} colors={COUPON_STATUS_COLORS} label={translate(`gaon.coupons.statuses.${coupon.status}`, { _: coupon.status })} />}
      />
      <DataTable.Col label="resources.coupons.fields.actions" align="right">
        <CouponActions onEdit={onEdit} onDelete={onDelete} />
      </DataTable.Col>
    </DataTable>
  );
}

function CouponActions({ onEdit, onDelete }: { onEdit: Act; onDelete: Act }) {
  const coupon = useRecordContext<Coupon>()!;
  const translate = useTranslate();
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <IconButton aria-label={translate('gaon.coupons.editCoupon', { code: coupon.code })} onClick={() => onEdit(coupon)} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={translate('gaon.coupons.deleteCoupon', { code: coupon.code })} onClick={() => onDelete(coupon)} size="small" color="error">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The inline add/edit form (SPEC section 5 "Coupon add"): a CreateBase or EditBase Form. Add
 * requires code, discount and both dates; update has no client check (the server's answer shows).
 */
function CouponForm({ editing, onDone }: { editing: Coupon | null; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [added, setAdded] = useState(0);
  // Cancel of an edit with unsaved input asks first.
  const { close: cancel, setDirty, guard } = useDiscardGuard(onDone);
  const onError = (error: unknown) => notify(errorMessage(error, translate('gaon.coupons.failedSave')), { type: 'error' });
  const shrink = { inputLabel: { shrink: true } };
  const form = (
    <Form validate={editing ? undefined : validateCouponForm} noValidate disableInvalidFormNotification warnWhenUnsavedChanges defaultValues={editing ? undefined : { status: 'active' }}>
      <FormDirty onChange={setDirty} />
      <Typography id="coupon-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate(editing ? 'gaon.coupons.editTitle' : 'gaon.coupons.addTitle')}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <TextInput source="code" size="small" />
        <TextInput source="discount" type="number" size="small" slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }} />
        <TextInput source="validFrom" type="date" size="small" slotProps={shrink} />
        <TextInput source="validTo" type="date" size="small" slotProps={shrink} />
        <TextInput source="usageLimit" type="number" size="small" placeholder="1" slotProps={{ htmlInput: { min: 1, step: 1 } }} />
        <TextInput source="applicableVillages" size="small" format={joinList} helperText="gaon.coupons.commaHint" />
        <TextInput source="applicableRestaurants" size="small" format={joinList} helperText="gaon.coupons.commaHint" />
        <SelectInput
          source="status"
          size="small"
          choices={[
            { id: 'active', name: 'gaon.coupons.statuses.active' },
            { id: 'inactive', name: 'gaon.coupons.statuses.inactive' },
          ]}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SaveButton label={editing ? 'gaon.coupons.update' : 'gaon.coupons.add'} alwaysEnable />
        {editing && (
          <Button variant="outlined" onClick={cancel}>
            {translate('gaon.coupons.cancel')}
          </Button>
        )}
      </Box>
    </Form>
  );
  return (
    <Card variant="outlined" sx={{ mb: 2 }} id="coupon-form" role="region" aria-labelledby="coupon-form-title">
      <CardContent>
        {editing ? (
          <EditBase<Coupon>
            key={editing.id}
            resource="coupons"
            id={editing.id}
            mutationMode="pessimistic"
            redirect={false}
            transform={toCouponPayload as never}
            mutationOptions={{
              onSuccess: () => {
                notify('gaon.coupons.updated', { type: 'success' });
                onDone();
              },
              onError,
            }}
          >
            {form}
          </EditBase>
        ) : (
          <CreateBase<Coupon>
            key={`add-${added}`}
            resource="coupons"
            redirect={false}
            transform={toCouponPayload as never}
            mutationOptions={{
              onSuccess: () => {
                notify('gaon.coupons.added', { type: 'success' });
                setAdded((n) => n + 1);
              },
              onError,
            }}
          >
            {form}
          </CreateBase>
        )}
      </CardContent>
      {guard}
    </Card>
  );
}
