import { COMPANY_FACTS as C, DISPUTE_LINKS, euros, FACTS as F, mailto, PAGE_PATHS as P, tel, type ReturnPostageText } from './facts';
import type { SiteTexts } from './types';

/** The return-postage rule (`FACTS.returnPostage`) in this language. */
const POSTAGE_RULES: ReturnPostageText = {
  customer: {
    cost: 'Los gastos de envío de la devolución corren de tu cuenta; no descontamos ninguna tasa del reembolso.',
    faulty: 'Si el artículo llegó dañado, defectuoso o no corresponde a la descripción, los gastos de envío de la devolución corren de nuestra cuenta.',
  },
};
const POSTAGE = POSTAGE_RULES[F.returnPostage];

const eur = (amount: number) => euros(amount, 'es');

const ORDERS = 'Pedidos';
const DELIVERY = 'Entregas';
const RETURNS = 'Devoluciones y reembolsos';
const PAYMENTS = 'Pagos: MB WAY y Multibanco';
const COUPONS = 'Cupones y descuentos';
const ACCOUNT = 'Cuenta y datos personales';
const AMBASSADOR = 'Programa de embajadores';
const SELLERS = 'Vendedores asociados';

export const ES: SiteTexts = {
  faq: {
    title: 'Preguntas frecuentes',
    summary: 'Respuestas sobre pedidos, entregas, devoluciones, pagos con MB WAY y Multibanco, cupones, cuenta, embajadores y vendedores.',
    sections: [
      {
        group: ORDERS,
        heading: '¿Cómo hago un pedido?',
        body: 'Elige la talla y el color en la página del producto, añádelo a la cesta y ve al checkout. Indica la dirección de entrega, elige el método de envío de cada vendedor y paga con MB WAY o referencia Multibanco.\n\nPuedes comprar como invitado o con cuenta; con cuenta, sigues todos tus pedidos en un solo lugar.',
      },
      {
        group: ORDERS,
        heading: '¿Cómo sigo mi pedido?',
        body: 'En tu cuenta, en Pedidos, ves el estado de cada pedido y, cuando el vendedor lo envía, el transportista y el número de seguimiento. También te enviamos un e-mail en cada paso: pago confirmado, en preparación, enviado y entregado.\n\nSi compraste como invitado, usa el enlace del e-mail de confirmación del pedido.',
        links: [{ label: 'Mis pedidos', href: P.orders }],
      },
      {
        group: ORDERS,
        heading: '¿Puedo cancelar un pedido?',
        body: 'Sí, mientras el pedido espera el pago: en tu cuenta, en Pedidos, elige Cancelar. El stock, el cupón y el saldo de créditos usados vuelven a estar disponibles.\n\nUna vez pagado, el pedido ya no se puede cancelar, pero puedes devolver los artículos en un plazo de ' + F.returnDays + ' días desde la entrega.',
      },
      {
        group: ORDERS,
        heading: '¿Dónde encuentro la factura?',
        body: 'La factura de cada pedido pagado está en tu cuenta, en Pedidos, lista para descargar en PDF. Para una factura con NIF, indica tu número fiscal en la dirección de facturación del checkout. Los precios incluyen el IVA al tipo legal (' + F.vat + ' %).',
      },
      {
        group: DELIVERY,
        heading: '¿Cuánto tarda la entrega?',
        body: 'La tienda oficial entrega en ' + F.officialDays + ' días laborables con envío estándar y los vendedores asociados en ' + F.marketplaceDays + ' días laborables. El envío exprés tarda ' + F.expressDays + ' días laborables. Cada oferta indica su plazo en la página del producto y el checkout muestra el plazo de cada vendedor antes de pagar.',
        links: [{ label: 'Política de envíos', href: P.shipping }],
      },
      {
        group: DELIVERY,
        heading: '¿Cuánto cuesta el envío?',
        body: 'El envío estándar cuesta ' + eur(F.standardPrice) + ' y es gratis a partir de ' + eur(F.freeShipping) + ' en artículos (después del cupón). El envío exprés cuesta ' + eur(F.expressPrice) + '. La recogida en tienda de la tienda oficial es gratuita. Algunos cupones ofrecen el envío con un mínimo más bajo.',
      },
      {
        group: DELIVERY,
        heading: '¿Hacéis entregas fuera de Portugal?',
        body: 'Por ahora solo entregamos en Portugal, incluidas las Azores y Madeira. La dirección de entrega necesita un código postal portugués (formato 0000-000).',
      },
      {
        group: DELIVERY,
        heading: '¿Por qué recibo el pedido en varias entregas?',
        body: 'Cada vendedor envía sus artículos en un paquete propio, con su plazo, su coste de envío y su número de seguimiento. La cesta avisa cuando el pedido llegará en más de una entrega.',
      },
      {
        group: RETURNS,
        heading: '¿Puedo devolver un artículo?',
        body: 'Sí. Tienes ' + F.returnDays + ' días desde la entrega para devolver artículos sin indicar el motivo (derecho de desistimiento). Solicita la devolución en tu cuenta, en Pedidos: elige los artículos, la cantidad, el motivo y cómo quieres el reembolso.\n\n' + POSTAGE.cost,
        links: [{ label: 'Política de devoluciones', href: P.returns }],
      },
      {
        group: RETURNS,
        heading: '¿Cómo envío los artículos de vuelta?',
        body: 'Cuando aprobamos la solicitud, te enviamos por e-mail las instrucciones de envío. Devuelve los artículos completos, sin usar y, siempre que sea posible, en su embalaje original con las etiquetas.',
      },
      {
        group: RETURNS,
        heading: '¿Cuándo recibo el reembolso?',
        body: 'Reembolsamos en cuanto recibimos y comprobamos los artículos, y siempre en un plazo máximo de ' + F.refundDays + ' días desde que recibimos tu solicitud de devolución. Puedes elegir el medio de pago original (MB WAY o la cuenta desde la que pagaste la referencia Multibanco) o saldo de créditos en tu cuenta.',
      },
      {
        group: RETURNS,
        heading: 'El artículo llegó dañado o equivocado. ¿Qué hago?',
        body: 'Solicita la devolución en tu cuenta con el motivo «Llegó dañado» o «No corresponde a la descripción», o contacta con nosotros antes de enviar el artículo. Los artículos tienen la garantía legal de conformidad de ' + F.guaranteeYears + ' años. ' + POSTAGE.faulty,
      },
      {
        group: PAYMENTS,
        heading: '¿Qué medios de pago aceptáis?',
        body: 'MB WAY, referencia Multibanco y el saldo de créditos de tu cuenta (solo o con uno de los otros). No aceptamos tarjetas de crédito, PayPal ni pago contra reembolso.',
      },
      {
        group: PAYMENTS,
        heading: '¿Cómo pago con MB WAY?',
        body: 'En el checkout, indica el número de móvil asociado a MB WAY (9 dígitos, empieza por 9). Recibes una solicitud en la aplicación MB WAY y tienes ' + F.mbwayMinutes + ' minutos para aprobarla. La página del pedido confirma el pago en cuanto la apruebas.',
      },
      {
        group: PAYMENTS,
        heading: '¿Cómo pago con referencia Multibanco?',
        body: 'Al final del checkout mostramos la entidad, la referencia y el importe. Paga en un cajero Multibanco o en tu banca online en un plazo de ' + F.multibancoHours + ' horas; reservamos el stock durante ese tiempo. El pedido queda pagado en cuanto el banco confirma el pago.',
      },
      {
        group: PAYMENTS,
        heading: 'El pago caducó o fue rechazado. ¿Y ahora?',
        body: 'Si termina el plazo de MB WAY o de la referencia, o el pago es rechazado, el pedido no queda pagado y su stock se libera. En tu cuenta, en Pedidos, puedes intentar pagar de nuevo ese pedido o hacer uno nuevo.',
      },
      {
        group: COUPONS,
        heading: '¿Cómo uso un cupón de descuento?',
        body: 'Abre los cupones desde la cesta, elige uno y aplícalo, o escribe su código. Solo aparecen los cupones válidos y activos. Cada pedido admite un cupón.',
      },
      {
        group: COUPONS,
        heading: '¿Por qué no funciona mi cupón?',
        body: 'Un cupón solo se aplica si está activo y dentro de sus fechas, si la cesta alcanza la compra mínima del cupón (cuando la tiene) y si no ha llegado a su límite de usos. El mensaje de la cesta indica qué condición falló.',
      },
      {
        group: COUPONS,
        heading: '¿Qué son los cupones VIP?',
        body: 'Son cupones exclusivos para clientes registrados, marcados con «VIP Exclusivo». Inicia sesión para ver los que te corresponden.',
      },
      {
        group: ACCOUNT,
        heading: '¿Necesito una cuenta para comprar?',
        body: 'No. Pero con cuenta sigues tus pedidos, solicitas devoluciones, guardas direcciones y la lista de deseos, usas créditos y ves los cupones VIP. Para crear una cuenta, acepta los términos y condiciones y la política de privacidad; la newsletter es opcional.',
      },
      {
        group: ACCOUNT,
        heading: 'He olvidado mi contraseña.',
        body: 'En la ventana de inicio de sesión elige «He olvidado mi contraseña». Te enviamos un e-mail con un enlace, válido durante ' + F.resetLinkMinutes + ' minutos, para definir una nueva.',
      },
      {
        group: ACCOUNT,
        heading: '¿Cómo descargo o borro mis datos?',
        body: 'En tu perfil puedes descargar todos tus datos en un archivo y borrar la cuenta. Las facturas se conservan durante el plazo que exige la ley fiscal (' + F.invoiceYears + ' años).',
        links: [{ label: 'Política de privacidad', href: P.privacy }],
      },
      {
        group: ACCOUNT,
        heading: '¿Cómo me doy de baja de la newsletter?',
        body: 'Desmarca la newsletter en las preferencias de tu cuenta. Si la pides al crear la cuenta, solo la recibes después de confirmar la suscripción con el enlace que te enviamos por e-mail.',
        links: [{ label: 'Preferencias', href: P.preferences }],
      },
      {
        group: AMBASSADOR,
        heading: '¿Cómo funciona el programa de embajadores?',
        body: 'Si tienes cuenta, puedes adherirte en el área Embajador y recibes un enlace personal. Un amigo que lo abra, cree una cuenta y haga su primer pedido tiene un ' + F.friendDiscount + ' % de descuento en los artículos, y tú ganas el ' + F.ambassadorCommission + ' % de esos artículos en saldo de créditos.',
        links: [{ label: 'Condiciones del programa de embajadores', href: P.ambassador }],
      },
      {
        group: AMBASSADOR,
        heading: '¿Cuándo recibo lo que gano como embajador?',
        body: 'Lo que ganas queda pendiente hasta que terminan los ' + F.returnDays + ' días de devolución tras la entrega y después pasa a saldo de créditos. Un pedido cancelado o reembolsado no genera comisión, ni tampoco un pedido tuyo.',
      },
      {
        group: SELLERS,
        heading: '¿Quién vende los artículos?',
        body: 'La tienda oficial vende y envía la mayoría de los artículos; vendedores asociados seleccionados completan el catálogo. Cada oferta indica el vendedor, el plazo de entrega y el precio. El pedido, el pago, la atención al cliente y las devoluciones pasan siempre por nosotros, sea cual sea el vendedor.',
      },
      {
        group: SELLERS,
        heading: 'Quiero vender en la tienda. ¿Cómo lo hago?',
        body: 'Escríbenos desde el formulario de contacto con el nombre de la empresa, su número fiscal (NIPC) y las marcas que vende. El equipo de colaboraciones responde por e-mail.',
        links: [{ label: 'Contacto', href: P.contact }],
      },
    ],
  },
  about: {
    title: 'Sobre nosotros',
    summary: 'Un outlet portugués de moda, belleza, hogar y tecnología, con la tienda oficial y vendedores seleccionados.',
    sections: [
      {
        heading: 'Quiénes somos',
        body: 'Detrás de la tienda está ' + C.legalName + ', una empresa portuguesa con sede en Lisboa. ' + C.brand + ' es un outlet online: reunimos marcas portuguesas e internacionales de moda, belleza, relojes, hogar y tecnología a precios de outlet, con entrega en todo Portugal.',
      },
      {
        heading: 'Cómo funciona',
        body: 'La tienda oficial vende y envía la mayoría de los artículos. Vendedores asociados seleccionados completan el catálogo con sus ofertas; cada oferta muestra quién la vende, el precio y el plazo de entrega.\n\nEl pago, la atención al cliente y las devoluciones pasan siempre por nosotros.',
      },
      {
        heading: 'Lo que prometemos',
        body: '- Precios en euros con IVA incluido, sin costes ocultos\n- Envío gratis a partir de ' + eur(F.freeShipping) + '\n- ' + F.returnDays + ' días para devolver tras la entrega\n- Pago seguro con MB WAY y Multibanco\n- Atención al cliente en portugués, inglés, español y francés',
      },
      {
        heading: 'La empresa',
        body: C.legalName + ' · NIPC ' + C.nipc + ' · Capital social ' + C.capital('es') + ' · Inscrita en la ' + C.registry + ' · Domicilio social: ' + C.address + '.',
      },
    ],
  },
  contact: {
    title: 'Contacto',
    summary: 'La atención al cliente responde en portugués, inglés, español y francés, en días laborables.',
    sections: [
      {
        heading: 'Atención al cliente',
        body: 'E-mail: ' + C.email + '\nTeléfono: ' + C.phone + ' (coste de una llamada a un fijo portugués)\nDías laborables, de ' + C.hours.opens + ' a ' + C.hours.closes + ' (hora de Lisboa).\n\nCon cuenta, abre una solicitud en el área Soporte: guarda toda la conversación. También puedes usar el formulario de abajo.',
        links: [
          { label: C.email, href: mailto(C.email) },
          { label: C.phone, href: tel(C.phone) },
          { label: 'Mis solicitudes de soporte', href: P.support },
          { label: 'Preguntas frecuentes', href: P.faq },
        ],
      },
      {
        heading: 'Dirección de la empresa',
        body: C.legalName + '\n' + C.address + '\nNIPC ' + C.nipc + '\n\nEsta dirección no recibe devoluciones: las instrucciones de devolución llegan por e-mail.',
      },
      {
        heading: 'Libro de reclamaciones',
        body: 'Puedes presentar una reclamación en el libro de reclamaciones electrónico (Livro de Reclamações). En caso de litigio de consumo, puedes acudir a una entidad de resolución alternativa de litigios (indicadas en los términos y condiciones).',
        links: [{ label: 'Livro de Reclamações (libro de reclamaciones)', href: C.complaintsBook }],
      },
    ],
  },
  'terms-of-service': {
    title: 'Términos y condiciones',
    summary: 'Las condiciones de uso de la tienda y de venta de los artículos, incluido el derecho de desistimiento y la resolución de litigios.',
    sections: [
      {
        heading: '1. Quiénes somos',
        body: 'La tienda ' + C.brand + ' la gestiona ' + C.legalName + ', con domicilio social en ' + C.address + ', NIPC ' + C.nipc + ', capital social ' + C.capital('es') + ', inscrita en la ' + C.registry + '. Contacto: ' + C.email + ', ' + C.phone + '.',
      },
      {
        heading: '2. Ámbito',
        body: 'Estos términos se aplican a todas las compras hechas en la tienda por consumidores con dirección de entrega en Portugal. Al hacer un pedido aceptas la versión vigente en ese momento. Si las traducciones difieren, prevalece la versión portuguesa.',
      },
      {
        heading: '3. Cuenta de cliente',
        body: 'Puedes comprar como invitado o con cuenta. Para crear una cuenta debes aceptar estos términos y la política de privacidad. Eres responsable de mantener tu contraseña en secreto. Puedes borrar la cuenta en cualquier momento desde tu perfil.',
      },
      {
        heading: '4. Vendedores',
        body: 'Los artículos los venden la tienda oficial o vendedores asociados; cada oferta identifica al vendedor. Cada vendedor envía sus artículos por separado. Pedidos, pago, atención al cliente, devoluciones y reembolsos los gestionamos nosotros para todos los vendedores.',
      },
      {
        heading: '5. Precios',
        body: 'Los precios se muestran en euros e incluyen el IVA al tipo legal vigente (' + F.vat + ' % en el continente). El envío se indica aparte en la cesta y en el checkout, antes del pago.',
      },
      {
        heading: '6. Pedido y contrato',
        body: 'El contrato se celebra cuando se confirma el pago; entonces te enviamos la confirmación por e-mail. Antes de pagar, el checkout muestra los artículos, el envío, los descuentos y el total. Un pedido pendiente de pago se puede cancelar desde tu cuenta.',
      },
      {
        heading: '7. Pago',
        body: 'Aceptamos MB WAY (la solicitud se aprueba en la aplicación en ' + F.mbwayMinutes + ' minutos), referencia Multibanco (a pagar en ' + F.multibancoHours + ' horas) y saldo de créditos. Sin pago en plazo, el pedido caduca y se libera el stock reservado. Los pagos los procesa SIBS; no guardamos datos bancarios.',
      },
      {
        heading: '8. Cupones, créditos y programas',
        body: 'Cada pedido admite un cupón, en las condiciones del propio cupón (fechas, compra mínima, límite de usos). El saldo de créditos no se canjea por dinero y puede tener fecha de caducidad, indicada en tu cuenta. El programa de embajadores tiene condiciones propias.',
        links: [{ label: 'Condiciones del programa de embajadores', href: P.ambassador }],
      },
      {
        heading: '9. Entrega',
        body: 'Entregamos en Portugal continental, las Azores y Madeira, en los plazos y por los precios indicados en el checkout. El riesgo del artículo pasa a ti cuando lo recibes.',
        links: [{ label: 'Política de envíos', href: P.shipping }],
      },
      {
        heading: '10. Derecho de desistimiento',
        body: 'Puedes desistir del contrato sin indicar el motivo en un plazo de ' + F.returnDays + ' días desde la entrega de los artículos (Decreto-Ley portugués 24/2014). Para ejercerlo, solicita la devolución en tu cuenta o envíanos una declaración inequívoca por e-mail. Reembolsamos en un plazo máximo de ' + F.refundDays + ' días, por el medio de pago original o, si lo prefieres, en saldo de créditos. ' + POSTAGE.cost,
        links: [{ label: 'Política de devoluciones', href: P.returns }],
      },
      {
        heading: '11. Garantía',
        body: 'Los artículos tienen la garantía legal de conformidad de ' + F.guaranteeYears + ' años desde la entrega (Decreto-Ley portugués 84/2021). Si un artículo tiene un defecto, contacta con nosotros.',
      },
      {
        heading: '12. Reclamaciones y resolución de litigios',
        body: 'Puedes reclamar ante nosotros por los contactos anteriores o en el libro de reclamaciones electrónico (Livro de Reclamações). En caso de litigio de consumo, puedes acudir a una de las entidades de resolución alternativa de litigios (RAL) a las que nos adherimos según la Ley portuguesa 144/2015: el Centro de Arbitragem de Conflitos de Consumo de Lisboa o el CNIACC, Centro Nacional de Información y Arbitraje de Conflictos de Consumo. La lista completa de entidades RAL está en el Portal do Consumidor.',
        links: [{ label: 'Livro de Reclamações (libro de reclamaciones)', href: C.complaintsBook }, ...DISPUTE_LINKS],
      },
      {
        heading: '13. Ley aplicable',
        body: 'Estos términos se rigen por la ley portuguesa, sin perjuicio de las normas imperativas de protección del consumidor del país donde resides.',
      },
    ],
  },
  'privacy-policy': {
    title: 'Política de privacidad',
    summary: 'Qué datos personales tratamos (nombre, e-mail, dirección…), para qué sirven, con qué base legal, durante cuánto tiempo y cómo ejercer tus derechos (RGPD).',
    sections: [
      {
        heading: 'Responsable del tratamiento',
        body: C.legalName + ', NIPC ' + C.nipc + ', ' + C.address + '. Para cuestiones de privacidad: ' + C.privacyEmail + '.',
        links: [{ label: C.privacyEmail, href: mailto(C.privacyEmail) }],
      },
      {
        heading: 'Qué datos tratamos',
        body: '- Cuenta: nombre, apellido, e-mail, contraseña (guardada cifrada), idioma y preferencia de newsletter\n- Pedidos: direcciones, teléfono, NIF, artículos, importes y pagos (el número de móvil de MB WAY; nunca datos de tarjeta)\n- Soporte: solicitudes de soporte, mensajes del formulario de contacto y conversaciones con el asistente\n- Navegación: cookies y datos de atribución de marketing (de dónde viene la visita), según la política de cookies',
      },
      {
        heading: 'Finalidades y bases legales',
        body: '- Procesar pedidos, pagos, entregas y devoluciones — ejecución del contrato\n- Emitir facturas y cumplir obligaciones fiscales — obligación legal\n- Responder a solicitudes de soporte y al asistente — ejecución del contrato e interés legítimo\n- Enviar la newsletter — consentimiento, dado con confirmación por e-mail\n- Medir la audiencia y el marketing — consentimiento, dado en el aviso de cookies\n- Prevenir fraude y abusos (límites de intentos) — interés legítimo',
      },
      {
        heading: 'Durante cuánto tiempo',
        body: '- Cuenta: mientras esté activa; al borrarla, los datos personales se anonimizan\n- Facturas y datos de pedidos: ' + F.invoiceYears + ' años, como exige la ley fiscal\n- Conversaciones con el asistente: ' + F.chatTranscriptDays + ' días desde el último mensaje\n- Solicitudes de soporte: mientras exista la cuenta, sin nombre ni e-mail tras borrarla\n- Newsletter: hasta que retires el consentimiento\n- Cookies: los plazos de la política de cookies',
      },
      {
        heading: 'Quién recibe los datos',
        body: 'El vendedor de cada artículo y el transportista reciben lo necesario para la entrega. SIBS procesa los pagos. Los proveedores de alojamiento y de e-mail tratan datos por nuestra cuenta, bajo contrato. No vendemos datos personales.',
      },
      {
        heading: 'Tus derechos',
        body: 'Tienes derecho de acceso, rectificación, supresión, limitación, portabilidad y oposición, y puedes retirar el consentimiento en cualquier momento sin afectar al tratamiento ya hecho. En tu perfil puedes descargar tus datos y borrar la cuenta; para otras solicitudes escribe a ' + C.privacyEmail + '. Respondemos en el plazo de un mes.',
        links: [{ label: 'Mi perfil', href: P.profile }],
      },
      {
        heading: 'Reclamar ante la autoridad de control',
        body: 'Si consideras que tratamos tus datos en contra de la ley, puedes presentar una reclamación ante la autoridad portuguesa de protección de datos, la ' + C.authority.name + '.',
        links: [{ label: C.authority.name, href: C.authority.url }],
      },
      {
        heading: 'Seguridad',
        body: 'Las conexiones van cifradas (HTTPS), las contraseñas se guardan con un algoritmo de hash robusto y el acceso a los datos se limita a quien lo necesita.',
      },
    ],
  },
  'cookie-policy': {
    title: 'Política de cookies',
    summary: 'Qué cookies y almacenamiento local usamos, para qué, durante cuánto tiempo y cómo cambiar tu elección.',
    sections: [
      {
        heading: 'Qué son las cookies',
        body: 'Las cookies son pequeños archivos que un sitio guarda en tu navegador. También usamos el almacenamiento local del navegador para la cesta y la sesión.',
      },
      {
        heading: 'Estrictamente necesarias',
        body: 'Sin ellas la tienda no funciona; no necesitan consentimiento.\n\n- Sesión y protección contra solicitudes falsificadas (storefront_session, XSRF-TOKEN): la sesión de invitado termina tras ' + F.guestSessionHours + ' horas sin actividad; con «recordarme», dura hasta ' + F.rememberDays + ' días\n- Idioma (i18n_locale): ' + F.localeCookieDays + ' días\n- Cesta y sesión en el almacenamiento local: hasta cerrar sesión\n- Tu elección de cookies',
      },
      {
        heading: 'Análisis',
        body: 'Solo con tu consentimiento: miden las páginas visitadas y los pasos de la compra (Google Tag Manager y Google Analytics), para mejorar la tienda. Hasta que aceptes, no se carga ninguno de estos scripts.',
      },
      {
        heading: 'Marketing',
        body: 'Solo con tu consentimiento: guardan el origen de tu visita (campañas, utm_tracking_id, ' + F.trackingCookieDays + ' días) para saber qué campañas traen clientes y mostrar publicidad relevante. Sin él, el origen de tu visita se guarda solo en esta sesión del navegador (almacenamiento de sesión), sin cookie.',
      },
      {
        heading: 'Cambiar tu elección',
        body: 'En el aviso de cookies puedes aceptar todo, rechazar todo o elegir por finalidad. Puedes cambiar tu elección en cualquier momento desde el enlace de cookies del pie de página, en todas las páginas. También puedes borrar las cookies en los ajustes del navegador.',
        links: [{ label: 'Política de privacidad', href: P.privacy }],
      },
    ],
  },
  'shipping-policy': {
    title: 'Política de envíos',
    summary: 'Dónde entregamos, métodos, plazos y costes de envío, envío gratis y seguimiento.',
    sections: [
      {
        heading: 'Dónde entregamos',
        body: 'Entregamos en Portugal continental, las Azores y Madeira. La dirección de entrega necesita un código postal portugués (0000-000).',
      },
      {
        heading: 'Métodos, plazos y costes',
        body: '- Envío estándar: ' + eur(F.standardPrice) + ' — ' + F.officialDays + ' días laborables en la tienda oficial, ' + F.marketplaceDays + ' días laborables en los vendedores asociados\n- Envío exprés: ' + eur(F.expressPrice) + ' — ' + F.expressDays + ' días laborables\n- Recogida en tienda: gratis — ' + F.pickupDays + ' días laborables, solo artículos de la tienda oficial\n\nAlgunos artículos tienen un plazo de preparación que se suma al del envío; el plazo de cada oferta está en la página del producto y el checkout lo muestra antes de pagar.',
      },
      {
        heading: 'Envío gratis',
        body: 'El envío estándar es gratis cuando los artículos (después del cupón) llegan a ' + eur(F.freeShipping) + ', o con un cupón de envío gratis válido. La cesta muestra cuánto falta. Los métodos más rápidos mantienen su precio.',
      },
      {
        heading: 'Pedidos de varios vendedores',
        body: 'Cada vendedor envía sus artículos en un paquete propio, con su coste, su plazo y su seguimiento. El plazo total del pedido es el del vendedor más lento.',
      },
      {
        heading: 'Seguimiento',
        body: 'Te enviamos un e-mail cuando sale el paquete, con el transportista y el número de seguimiento, y otro cuando se entrega. Todo está también en Pedidos, en tu cuenta.',
        links: [{ label: 'Mis pedidos', href: P.orders }],
      },
      {
        heading: 'Cuándo empieza el envío',
        body: 'Preparamos el pedido cuando se confirma el pago. Una referencia Multibanco pagada cerca del final de su plazo de ' + F.multibancoHours + ' horas retrasa el envío en la misma medida.',
      },
      {
        heading: 'Devoluciones',
        body: POSTAGE.cost,
        links: [{ label: 'Política de devoluciones', href: P.returns }],
      },
    ],
  },
  'returns-policy': {
    title: 'Política de devoluciones',
    summary: F.returnDays + ' días desde la entrega para devolver: cómo solicitarlo, cómo enviar los artículos, quién paga el envío y cómo se hace el reembolso.',
    sections: [
      {
        heading: 'Plazo de devolución',
        body: 'Tienes ' + F.returnDays + ' días desde la entrega para devolver artículos sin indicar el motivo (derecho de desistimiento, Decreto-Ley portugués 24/2014). En un pedido de varios vendedores, el plazo cuenta desde la entrega de cada paquete.',
      },
      {
        heading: 'Cómo solicitar la devolución',
        body: '- En tu cuenta, abre Pedidos y el pedido\n- Elige Devolver artículos, los artículos y la cantidad\n- Indica el motivo: talla equivocada, no corresponde a la descripción, llegó dañado, cambié de opinión u otro\n- Elige el reembolso: medio de pago original o saldo de créditos\n\nTambién puedes ejercer el derecho enviándonos una declaración por e-mail.',
        links: [{ label: 'Mis pedidos', href: P.orders }],
      },
      {
        heading: 'Estado de la devolución',
        body: 'La devolución pasa por: solicitada, aprobada, artículos recibidos y reembolsada. Te enviamos un e-mail en cada paso, con las instrucciones de envío tras la aprobación.',
      },
      {
        heading: 'Gastos de devolución',
        body: POSTAGE.cost + ' ' + POSTAGE.faulty,
      },
      {
        heading: 'Estado de los artículos',
        body: 'Devuelve los artículos completos y sin usar, con sus etiquetas y, siempre que sea posible, en su embalaje original. Podemos descontar la depreciación de un artículo manipulado más de lo necesario para comprobar su naturaleza y funcionamiento.',
      },
      {
        heading: 'Reembolso',
        body: 'Reembolsamos el precio de los artículos devueltos en un plazo máximo de ' + F.refundDays + ' días desde la solicitud de devolución, y podemos esperar a recibir los artículos. Si devuelves todos los artículos de un paquete, también te reembolsamos los gastos de entrega que pagaste por él, hasta el coste de la entrega estándar (el coste adicional de una entrega más rápida no se reembolsa). Por el medio de pago original, el importe vuelve a MB WAY o a la cuenta desde la que pagaste la referencia Multibanco; en saldo de créditos, está en tu cuenta en cuanto recibimos los artículos. La parte pagada con créditos siempre vuelve como créditos.',
      },
      {
        heading: 'Artículos defectuosos',
        body: 'Un artículo dañado o distinto de su descripción está cubierto por la garantía legal de ' + F.guaranteeYears + ' años: elige el motivo correspondiente al solicitar la devolución o contacta con nosotros.',
        links: [{ label: 'Contacto', href: P.contact }],
      },
    ],
  },
  'ambassador-terms': {
    title: 'Condiciones del programa de embajadores',
    summary: 'Cómo recomendar la tienda a amigos, el descuento que reciben y la comisión que ganas.',
    sections: [
      { heading: 'Adhesión', body: 'Si tienes cuenta, puedes adherirte en el área Embajador aceptando estas condiciones. Recibes un código personal y un enlace para compartir.' },
      {
        heading: 'Descuento del amigo',
        body: 'Un amigo que abra tu enlace, cree una cuenta y haga su primer pedido recibe un ' + F.friendDiscount + ' % de descuento en los artículos de ese pedido, después de cualquier cupón.',
      },
      {
        heading: 'Comisión del embajador',
        body: 'Ganas el ' + F.ambassadorCommission + ' % de los artículos de ese primer pedido, después de los descuentos. Queda pendiente hasta que terminan los ' + F.returnDays + ' días de devolución tras la entrega y después pasa a saldo de créditos. Un pedido cancelado o reembolsado no genera comisión.',
      },
      { heading: 'Autorrecomendación', body: 'No hay descuento ni comisión cuando el pedido es tuyo: la misma cuenta, el mismo e-mail, el mismo teléfono o la misma dirección de entrega.' },
      {
        heading: 'Afiliados',
        body: 'Los afiliados invitados por la tienda ganan el ' + F.affiliateCommission + ' % de los artículos de los pedidos que traen sus enlaces, pagado cuando el total confirmado llega a ' + eur(F.affiliatePayout) + '.',
      },
    ],
  },
};
