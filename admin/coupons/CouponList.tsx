import { useState } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RedeemIcon from '@mui/icons-material/Redeem';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, ExportButton, List, TopToolbar, useGetList, useRecordContext, useTranslate } from 'react-admin';
import {
  ConfirmDelete,
  formatDay,
  LIST_SX,
  ListPagination,
  LoadError,
  rowTestId,
  Screen,
  StatTiles,
  StatusBadge,
  useFormRoute,
  WhileLoading,
  type BadgeColors,
} from '../common';
import { CouponFormDialog } from './CouponFormDialog';
import { couponTotals, type Coupon } from './types';

const COUPON_STATUS_COLORS: BadgeColors = {
  active: { bg: '#dcfce7', fg: '#166534' },
  inactive: { bg: '#e5e7eb', fg: '#374151' },
};
const COUPONS_PER_PAGE = 10;
/** Coupons are few (admin-made): the tiles count up to the API's maximum page. */
const ALL_COUPONS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'createdAt', order: 'DESC' as const } };
const CouponBody = rowTestId('coupon-row');
type Act = (coupon: Coupon) => void;

/**
 * "Coupon & Promotion Management": tiles, the list with edit and delete, and the add/edit
 * form (Update and Cancel when editing) in a dialog behind the Add button, so on a phone the
 * list is on the first screen. The dialog has its URL (/coupons/create, /coupons/:id) over
 * the list, as react-admin's demo does with its reviews.
 */
export function CouponList() {
  const translate = useTranslate();
  const { form, open, close } = useFormRoute('coupons');
  const [toDelete, setToDelete] = useState<Coupon | null>(null);
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('create')}>
      {translate('gaon.coupons.add')}
    </Button>
  );
  return (
    <Screen title={translate('gaon.coupons.title')} actions={addButton}>
      <CouponTiles />
      {form && <CouponFormDialog key={form} editing={form === 'create' ? null : form} onClose={close} />}
      <List
        resource="coupons"
        title={false}
        actions={
          <TopToolbar>
            <ExportButton />
          </TopToolbar>
        }
        perPage={COUPONS_PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.coupons.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.common.loading">
          <CouponTable onEdit={(coupon) => open('edit', coupon.id)} onDelete={setToDelete} />
        </WhileLoading>
      </List>
      <ConfirmDelete
        resource="coupons"
        record={toDelete}
        content={
          <>
            <Typography>{translate('gaon.coupons.confirmDelete')}</Typography>
            {toDelete && (
              <Typography sx={{ mt: 1, fontFamily: 'monospace', fontWeight: 600 }}>{toDelete.code}</Typography>
            )}
          </>
        }
        deleted="gaon.coupons.deleted"
        failed="gaon.coupons.failedDelete"
        onClose={() => setToDelete(null)}
        onDeleted={(coupon) => form === String(coupon.id) && close()}
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
        {
          label: translate('gaon.coupons.activeCoupons'),
          value: totals.active,
          icon: <CheckCircleIcon />,
          color: 'success.main',
        },
        {
          label: translate('gaon.coupons.totalUsed'),
          value: totals.used,
          icon: <RedeemIcon />,
          color: 'secondary.main',
        },
      ]}
    />
  );
}

function CouponTable({ onEdit, onDelete }: { onEdit: Act; onDelete: Act }) {
  const translate = useTranslate();
  const listText = (items: string[]) => (items?.length ? items.join(', ') : translate('gaon.coupons.everywhere'));
  return (
    <DataTable<Coupon>
      bulkActionButtons={false}
      rowClick={false}
      body={CouponBody}
      empty={<Typography sx={{ p: 2 }}>{translate('gaon.coupons.empty')}</Typography>}
      sx={{ minWidth: 880 }}
    >
      <DataTable.Col source="code" sx={{ fontWeight: 600, fontFamily: 'monospace' }} />
      <DataTable.Col<Coupon> source="discount" align="right" render={(coupon) => `${coupon.discount}%`} />
      <DataTable.Col<Coupon>
        source="validFrom"
        label="gaon.coupons.validity"
        sx={{ whiteSpace: 'nowrap' }}
        render={(coupon) => `${formatDay(coupon.validFrom)} – ${formatDay(coupon.validTo)}`}
      />
      <DataTable.Col<Coupon>
        source="used"
        disableSort
        align="right"
        label={`${translate('gaon.coupons.used')} / ${translate('gaon.coupons.usageLimit')}`}
        render={(coupon) => `${coupon.used ?? 0} / ${coupon.usageLimit}`}
      />
      <DataTable.Col<Coupon>
        source="applicableVillages"
        disableSort
        render={(coupon) => listText(coupon.applicableVillages)}
      />
      <DataTable.Col<Coupon>
        source="applicableRestaurants"
        disableSort
        render={(coupon) => listText(coupon.applicableRestaurants)}
      />
      <DataTable.Col<Coupon>
        source="status"
        disableSort
        render={(coupon) => (
          <StatusBadge
            value={coupon.status}
            colors={COUPON_STATUS_COLORS}
            label={translate(`gaon.coupons.statuses.${coupon.status}`, { _: coupon.status })}
          />
        )}
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
      <IconButton
        aria-label={translate('gaon.coupons.editCoupon', { code: coupon.code })}
        onClick={() => onEdit(coupon)}
        size="small"
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={translate('gaon.coupons.deleteCoupon', { code: coupon.code })}
        onClick={() => onDelete(coupon)}
        size="small"
        color="error"
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
