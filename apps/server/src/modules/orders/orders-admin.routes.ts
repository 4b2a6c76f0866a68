import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AddedOrder,
  AddOrderInput,
  AdminOrderView,
  AdminOrdersPage,
  AdminOrdersQuery,
  ApiError,
  CancelOrderInput,
  CustomerLookup,
  CustomerLookupQuery,
  IdParams,
  NewOrderOptions,
  NewOrderOptionsQuery,
  OrderAddressInput,
  OrderItemsInput,
  OrderQuote,
  RefundOrderInput,
  RefundResultView,
} from '@mealbox/contracts';
import type { ChannelDirectory } from '../channels/channels.service.ts';
import { addOrder, chargeOrder, newOrderOptions, quoteNewOrder } from './add-order.ts';
import { editOrderItems } from './edit-order.ts';
import {
  cancelOrder,
  changeOrderAddress,
  listOrders,
  lookUpCustomers,
  viewOrder,
} from './orders-admin.service.ts';
import { refundOrder } from './refund-order.ts';

const reads = { 401: ApiError, 403: ApiError, 422: ApiError };
const writes = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };
const tags = ['admin'];

/** Staff's orders (under `/api/admin`): the list, one order, its changes and refunds, new orders. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ channels: ChannelDirectory }> = async (
  app,
  { channels },
) => {
  app.get(
    '/orders',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags,
        summary: 'One page of orders: filtered by week, status, channel, customer, kind; searched',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersPage, ...reads },
      },
    },
    async (request) => listOrders(request.ctx, request.query),
  );

  app.get(
    '/orders/customers',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags,
        summary: 'Customers to order for, by name, email or id',
        querystring: CustomerLookupQuery,
        response: { 200: CustomerLookup, ...reads },
      },
    },
    async (request) => lookUpCustomers(request.ctx, request.query.q),
  );

  app.get(
    '/orders/new',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags,
        summary:
          "What a new order for a week can hold: the menu, the plans, the customer's details",
        querystring: NewOrderOptionsQuery,
        response: { 200: NewOrderOptions, ...reads },
      },
    },
    async (request) => newOrderOptions(request.ctx, channels, request.query),
  );

  app.post(
    '/orders/quote',
    {
      config: { permission: 'manage-orders' },
      schema: {
        tags,
        summary: 'The price a new order would have, as checkout prices it',
        body: AddOrderInput,
        response: { 200: OrderQuote, ...writes },
      },
    },
    async (request) => quoteNewOrder(request.ctx, channels, request.body),
  );

  app.post(
    '/orders',
    {
      config: { permission: 'manage-orders' },
      schema: {
        tags,
        summary: "An order for a customer's week, priced as checkout prices it, charged or kept",
        body: AddOrderInput,
        response: { 200: AddedOrder, ...writes },
      },
    },
    async (request) => addOrder(request.ctx, channels, request.body),
  );

  app.get(
    '/orders/:id',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags,
        summary: 'Everything about one order',
        params: IdParams,
        response: { 200: AdminOrderView, 404: ApiError, ...reads },
      },
    },
    async (request) => viewOrder(request.ctx, request.params.id),
  );

  app.put(
    '/orders/:id/address',
    {
      config: { permission: 'manage-orders' },
      schema: {
        tags,
        summary: "The order's shipping address, until it is delivered",
        params: IdParams,
        body: OrderAddressInput,
        response: { 200: AdminOrderView, ...writes },
      },
    },
    async (request) => changeOrderAddress(request.ctx, request.params.id, request.body),
  );

  app.put(
    '/orders/:id/items',
    {
      config: { permission: 'manage-orders' },
      schema: {
        tags,
        summary: 'The meals of an order not yet charged, repriced as checkout prices them',
        params: IdParams,
        body: OrderItemsInput,
        response: { 200: AdminOrderView, ...writes },
      },
    },
    async (request) => editOrderItems(request.ctx, channels, request.params.id, request.body),
  );

  app.post(
    '/orders/:id/charge',
    {
      config: { permission: 'manage-orders' },
      schema: {
        tags,
        summary: "A placed order charged to the card it was placed with, finished as checkout's",
        params: IdParams,
        body: z.optional(z.object({})),
        response: { 200: AdminOrderView, ...writes },
      },
    },
    async (request) => {
      await chargeOrder(request.ctx, channels, request.params.id);
      return viewOrder(request.ctx, request.params.id);
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { permission: 'manage-orders' },
      schema: {
        tags,
        summary: 'Cancel an order (a paid one with everything it cost given back)',
        params: IdParams,
        body: CancelOrderInput,
        response: { 200: AdminOrderView, ...writes },
      },
    },
    async (request) => cancelOrder(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/orders/:id/refunds',
    {
      config: { permission: 'manage-orders' },
      schema: {
        tags,
        summary: 'Give back part or all of a paid order, to the card or the gift card balance',
        params: IdParams,
        body: RefundOrderInput,
        response: { 200: RefundResultView, 503: ApiError, ...writes },
      },
    },
    async (request) => {
      const refund = await refundOrder(request.ctx, request.params.id, request.body);
      return {
        refund: {
          id: refund.id,
          amount: refund.amountCents,
          destination: refund.destination,
          status: refund.status,
        },
      };
    },
  );
};
