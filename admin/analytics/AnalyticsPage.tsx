import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RepeatIcon from '@mui/icons-material/Repeat';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Screen, StatTiles, formatNumber, formatRupees } from '../common';
import { intlLocale } from '../i18n';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import { counters, dailyChartData, dishSlices, hasOrders, type AnalyticsData } from './analytics';

const COUNTER_ICONS: Record<string, ReactNode> = {
  activeUsers: <PeopleIcon />,
  newSignups: <PersonAddIcon />,
  repeatCustomers: <RepeatIcon />,
};
/** Long restaurant names would overlap under their bars; the tooltip still shows them whole. */
const shortName = (name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name);
const ORDERS_COLOR = '#b45309';
const REVENUE_COLOR = '#15803d';

function ChartCard({
  id,
  title,
  caption,
  empty,
  children,
  wide = false,
}: {
  id: string;
  title: string;
  caption?: string;
  empty: boolean;
  children: ReactNode;
  wide?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Card
      variant="outlined"
      component="figure"
      aria-labelledby={id}
      sx={{ m: 0, gridColumn: { lg: wide ? '1 / -1' : undefined }, minWidth: 0 }}
    >
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: caption ? 0 : 1 }}>
          {title}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {caption}
          </Typography>
        )}
        {empty ? (
          <Box sx={{ height: 200, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography color="text.secondary">{translate('gaon.analytics.noData')}</Typography>
          </Box>
        ) : (
          <Box sx={{ width: '100%', height: 280 }}>{children}</Box>
        )}
      </CardContent>
    </Card>
  );
}

export function AnalyticsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error: failure } = useQuery({
    queryKey: ['analytics'],
    queryFn: () => dataProvider.getAnalytics() as Promise<AnalyticsData>,
  });
  const error = failure ? errorMessage(failure, translate('gaon.analytics.failed')) : '';

  const ordersLabel = translate('gaon.analytics.orders');
  const revenueLabel = translate('gaon.analytics.revenue');
  // Axes, tooltips and day names in the admin's language (en-IN or hi-IN).
  const [locale] = useLocaleState();
  const intl = intlLocale(locale);
  const count = (value: unknown) => formatNumber(Number(value), intl);

  return (
    <Screen title={translate('gaon.analytics.title')}>
      <Title title={translate('gaon.analytics.title')} />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('gaon.analytics.loading')}</Typography>
        </Box>
      ) : (
        <>
          {/* The spec names the counters; the captions say what each counts (Active Users are customers, not the dashboard's vendors and riders). */}
          <StatTiles
            tiles={counters(data).map((c) => ({
              label: translate(`gaon.analytics.${c.key}`),
              value: c.value,
              icon: COUNTER_ICONS[c.key],
              caption: translate(`gaon.analytics.captions.${c.key}`, { days: data.windowDays ?? 30 }),
            }))}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <ChartCard
              id="chart-daily"
              title={translate('gaon.analytics.dailyOrders')}
              empty={!hasOrders(data.dailyOrders)}
              wide
            >
              <ResponsiveContainer>
                <LineChart
                  data={dailyChartData(data.dailyOrders, intl)}
                  margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                  <YAxis
                    yAxisId="orders"
                    allowDecimals={false}
                    width={36}
                    tick={{ fontSize: 12 }}
                    tickFormatter={count}
                  />
                  <YAxis
                    yAxisId="revenue"
                    orientation="right"
                    width={56}
                    tick={{ fontSize: 12 }}
                    tickFormatter={count}
                  />
                  <Tooltip
                    formatter={(value, name) =>
                      name === revenueLabel ? formatRupees(Number(value), intl) : count(value)
                    }
                  />
                  <Legend />
                  <Line
                    yAxisId="orders"
                    type="monotone"
                    dataKey="orders"
                    name={ordersLabel}
                    stroke={ORDERS_COLOR}
                    strokeWidth={2}
                    isAnimationActive={false}
                  />
                  <Line
                    yAxisId="revenue"
                    type="monotone"
                    dataKey="revenue"
                    name={revenueLabel}
                    stroke={REVENUE_COLOR}
                    strokeWidth={2}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </ChartCard>

            <ChartCard
              id="chart-restaurants"
              title={translate('gaon.analytics.topRestaurants')}
              empty={!hasOrders(data.topRestaurants)}
            >
              <ResponsiveContainer>
                <BarChart data={data.topRestaurants} margin={{ top: 8, right: 8, bottom: 0, left: 24 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis
                    dataKey="name"
                    tick={{ fontSize: 11 }}
                    interval={0}
                    angle={-30}
                    textAnchor="end"
                    height={80}
                    tickFormatter={shortName}
                  />
                  <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12 }} tickFormatter={count} />
                  <Tooltip formatter={count} />
                  <Bar
                    dataKey="orders"
                    name={ordersLabel}
                    fill={ORDERS_COLOR}
                    radius={[4, 4, 0, 0]}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </ChartCard>

            <ChartCard
              id="chart-dishes"
              title={translate('gaon.analytics.topDishes')}
              caption={translate('gaon.analytics.captions.topDishes')}
              empty={!hasOrders(data.topDishes)}
            >
              <ResponsiveContainer>
                <PieChart>
                  <Pie
                    data={dishSlices(data.topDishes)}
                    dataKey="orders"
                    nameKey="name"
                    outerRadius="65%"
                    label
                    isAnimationActive={false}
                  />
                  <Tooltip
                    formatter={(value) =>
                      translate('gaon.analytics.portions', { smart_count: Number(value), count: count(value) })
                    }
                  />
                  <Legend />
                </PieChart>
              </ResponsiveContainer>
            </ChartCard>

            <ChartCard
              id="chart-villages"
              title={translate('gaon.analytics.ordersByVillage')}
              empty={!hasOrders(data.ordersByVillage)}
              wide
            >
              <ResponsiveContainer>
                <BarChart
                  data={data.ordersByVillage}
                  layout="vertical"
                  margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={count} />
                  <YAxis type="category" dataKey="village" width={96} tick={{ fontSize: 12 }} />
                  <Tooltip formatter={count} />
                  <Bar
                    dataKey="orders"
                    name={ordersLabel}
                    fill={REVENUE_COLOR}
                    radius={[0, 4, 4, 0]}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </ChartCard>
          </Box>
          {data.windowDays ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {translate('gaon.analytics.windowNote', { days: data.windowDays })}
            </Typography>
          ) : null}
        </>
      )}
    </Screen>
  );
}
