import { COMPANY_FACTS as C, DISPUTE_LINKS, euros, FACTS as F, mailto, PAGE_PATHS as P, tel, type ReturnPostageText } from './facts';
import type { SiteTexts } from './types';

/** The return-postage rule (`FACTS.returnPostage`) in this language. */
const POSTAGE_RULES: ReturnPostageText = {
  customer: {
    cost: 'Os portes do envio de volta ficam a seu cargo; não descontamos nenhuma taxa do reembolso.',
    faulty: 'Se o artigo chegou danificado, com defeito ou diferente do descrito, os portes do envio de volta ficam por nossa conta.',
  },
};
const POSTAGE = POSTAGE_RULES[F.returnPostage];

const eur = (amount: number) => euros(amount, 'pt');

const ORDERS = 'Encomendas';
const DELIVERY = 'Entregas';
const RETURNS = 'Devoluções e reembolsos';
const PAYMENTS = 'Pagamentos: MB WAY e Multibanco';
const COUPONS = 'Cupões e descontos';
const ACCOUNT = 'Conta e dados pessoais';
const AMBASSADOR = 'Programa de embaixadores';
const SELLERS = 'Vendedores parceiros';

/** European Portuguese: the shop's first language and the text that prevails. */
export const PT: SiteTexts = {
  faq: {
    title: 'Perguntas frequentes',
    summary: 'Respostas sobre encomendas, entregas, devoluções, pagamentos por MB WAY e Multibanco, cupões, conta, embaixadores e vendedores.',
    sections: [
      {
        group: ORDERS,
        heading: 'Como faço uma encomenda?',
        body: 'Escolha o tamanho e a cor na página do produto, adicione-o ao carrinho e siga para o checkout. Indique a morada de entrega, escolha o método de envio de cada vendedor e pague por MB WAY ou referência Multibanco.\n\nPode comprar como convidado ou com conta; com conta, acompanha todas as encomendas num só lugar.',
      },
      {
        group: ORDERS,
        heading: 'Como acompanho a minha encomenda?',
        body: 'Na sua conta, em Encomendas, vê o estado de cada encomenda e, quando o vendedor a envia, a transportadora e o número de seguimento. Também lhe enviamos um e-mail em cada passo: pagamento confirmado, em preparação, enviada e entregue.\n\nSe comprou como convidado, use a ligação do e-mail de confirmação da encomenda.',
        links: [{ label: 'As minhas encomendas', href: P.orders }],
      },
      {
        group: ORDERS,
        heading: 'Posso cancelar uma encomenda?',
        body: 'Sim, enquanto aguarda pagamento: na sua conta, em Encomendas, escolha Cancelar. O stock, o cupão e o saldo de créditos usados voltam a ficar disponíveis.\n\nDepois de paga, a encomenda já não pode ser cancelada, mas pode devolver os artigos no prazo de ' + F.returnDays + ' dias após a entrega.',
      },
      {
        group: ORDERS,
        heading: 'Onde encontro a fatura?',
        body: 'A fatura de cada encomenda paga está na sua conta, em Encomendas, pronta a descarregar em PDF. Para uma fatura com NIF, indique o número de contribuinte na morada de faturação no checkout. Os preços incluem IVA à taxa legal (' + F.vat + ' %).',
      },
      {
        group: DELIVERY,
        heading: 'Quanto tempo demora a entrega?',
        body: 'A loja oficial entrega em ' + F.officialDays + ' dias úteis com envio standard e os vendedores parceiros em ' + F.marketplaceDays + ' dias úteis. O envio expresso demora ' + F.expressDays + ' dias úteis. O prazo de cada oferta está na página do produto e o checkout mostra o prazo de cada vendedor antes de pagar.',
        links: [{ label: 'Política de envios', href: P.shipping }],
      },
      {
        group: DELIVERY,
        heading: 'Quanto custam os portes?',
        body: 'O envio standard custa ' + eur(F.standardPrice) + ' e é grátis a partir de ' + eur(F.freeShipping) + ' em artigos (depois do cupão). O envio expresso custa ' + eur(F.expressPrice) + '. O levantamento em loja da loja oficial é gratuito. Alguns cupões oferecem os portes com um mínimo mais baixo.',
      },
      {
        group: DELIVERY,
        heading: 'Entregam fora de Portugal?',
        body: 'De momento entregamos apenas em Portugal, incluindo os Açores e a Madeira. A morada de entrega tem de ter um código postal português (formato 0000-000).',
      },
      {
        group: DELIVERY,
        heading: 'Porque recebo a encomenda em várias entregas?',
        body: 'Cada vendedor envia os seus artigos num volume próprio, com o seu prazo, os seus portes e o seu número de seguimento. O carrinho avisa quando a encomenda terá mais do que uma entrega.',
      },
      {
        group: RETURNS,
        heading: 'Posso devolver um artigo?',
        body: 'Sim. Tem um prazo de ' + F.returnDays + ' dias após a entrega para devolver artigos, sem ter de indicar um motivo (direito de livre resolução). Peça a devolução na sua conta, em Encomendas: escolha os artigos, a quantidade, o motivo e como quer ser reembolsado.\n\n' + POSTAGE.cost,
        links: [{ label: 'Política de devoluções', href: P.returns }],
      },
      {
        group: RETURNS,
        heading: 'Como envio os artigos de volta?',
        body: 'Depois de aprovarmos o pedido, enviamos-lhe por e-mail as instruções de envio. Devolva os artigos completos, sem uso e, sempre que possível, na embalagem original com as etiquetas.',
      },
      {
        group: RETURNS,
        heading: 'Quando recebo o reembolso?',
        body: 'Reembolsamos assim que recebermos e verificarmos os artigos, e sempre no prazo máximo de ' + F.refundDays + ' dias após recebermos o seu pedido de devolução. Pode escolher o meio de pagamento original (MB WAY ou a conta de onde pagou por Multibanco) ou saldo de créditos na sua conta.',
      },
      {
        group: RETURNS,
        heading: 'O artigo chegou danificado ou errado. O que faço?',
        body: 'Peça a devolução na sua conta com o motivo «Chegou danificado» ou «Não corresponde à descrição», ou fale connosco antes de enviar o artigo. Os artigos têm a garantia legal de conformidade de ' + F.guaranteeYears + ' anos. ' + POSTAGE.faulty,
      },
      {
        group: PAYMENTS,
        heading: 'Que meios de pagamento aceitam?',
        body: 'MB WAY, referência Multibanco e o saldo de créditos da sua conta (sozinho ou com um dos outros). Não aceitamos cartões de crédito, PayPal nem pagamento na entrega.',
      },
      {
        group: PAYMENTS,
        heading: 'Como pago com MB WAY?',
        body: 'No checkout, indique o número de telemóvel associado ao MB WAY (9 dígitos, começado por 9). Recebe um pedido na aplicação MB WAY e tem ' + F.mbwayMinutes + ' minutos para o aprovar. A página da encomenda confirma o pagamento logo que o aprova.',
      },
      {
        group: PAYMENTS,
        heading: 'Como pago por referência Multibanco?',
        body: 'No fim do checkout mostramos a entidade, a referência e o valor. Pague num multibanco ou no homebanking no prazo de ' + F.multibancoHours + ' horas; reservamos o stock durante esse tempo. A encomenda fica paga logo que o banco confirma o pagamento.',
      },
      {
        group: PAYMENTS,
        heading: 'O pagamento expirou ou foi recusado. E agora?',
        body: 'Se o prazo do MB WAY ou da referência terminar, ou o pagamento for recusado, a encomenda não é paga e o stock volta a ficar disponível. Na sua conta, em Encomendas, pode tentar pagar outra vez essa encomenda ou fazer uma nova.',
      },
      {
        group: COUPONS,
        heading: 'Como uso um cupão de desconto?',
        body: 'Abra os cupões no carrinho, escolha um e aplique-o, ou escreva o código. Só aparecem os cupões válidos e ativos. Cada encomenda leva um cupão.',
      },
      {
        group: COUPONS,
        heading: 'Porque é que o meu cupão não funciona?',
        body: 'Um cupão só se aplica se estiver ativo e dentro das datas, se o carrinho atingir a compra mínima do cupão (quando a tem) e se ainda não tiver chegado ao limite de utilizações. A mensagem no carrinho diz qual destas condições falhou.',
      },
      {
        group: COUPONS,
        heading: 'O que são os cupões VIP?',
        body: 'São cupões exclusivos para clientes registados, assinalados com «VIP Exclusivo». Inicie sessão para ver os que lhe estão destinados.',
      },
      {
        group: ACCOUNT,
        heading: 'Preciso de conta para comprar?',
        body: 'Não. Mas com conta acompanha as encomendas, pede devoluções, guarda moradas e a lista de desejos, usa créditos e vê os cupões VIP. Para criar conta, aceite os termos e condições e a política de privacidade; a newsletter é opcional.',
      },
      {
        group: ACCOUNT,
        heading: 'Esqueci-me da palavra-passe.',
        body: 'Na janela de início de sessão escolha «Esqueci-me da palavra-passe». Enviamos-lhe um e-mail com uma ligação válida durante ' + F.resetLinkMinutes + ' minutos para definir uma nova.',
      },
      {
        group: ACCOUNT,
        heading: 'Como descarrego ou apago os meus dados?',
        body: 'No seu perfil pode descarregar todos os seus dados num ficheiro e apagar a conta. As faturas ficam guardadas durante o prazo que a lei fiscal exige (' + F.invoiceYears + ' anos).',
        links: [{ label: 'Política de privacidade', href: P.privacy }],
      },
      {
        group: ACCOUNT,
        heading: 'Como deixo de receber a newsletter?',
        body: 'Nas preferências da sua conta, desmarque a newsletter. Quem a pede ao criar conta só a recebe depois de confirmar a subscrição pela ligação que lhe enviamos por e-mail.',
        links: [{ label: 'Preferências', href: P.preferences }],
      },
      {
        group: AMBASSADOR,
        heading: 'Como funciona o programa de embaixadores?',
        body: 'Qualquer cliente com conta pode aderir na área Embaixador e recebe uma ligação pessoal. Um amigo que a abra, crie conta e faça a primeira encomenda tem ' + F.friendDiscount + ' % de desconto nos artigos; e o embaixador ganha ' + F.ambassadorCommission + ' % desses artigos em saldo de créditos.',
        links: [{ label: 'Termos do programa de embaixadores', href: P.ambassador }],
      },
      {
        group: AMBASSADOR,
        heading: 'Quando recebo a comissão de embaixador?',
        body: 'A comissão fica pendente até terminarem os ' + F.returnDays + ' dias de devolução após a entrega e passa depois a saldo de créditos. Uma encomenda cancelada ou reembolsada não dá comissão, e não há comissão numa encomenda sua.',
      },
      {
        group: SELLERS,
        heading: 'Quem vende os artigos?',
        body: 'A loja oficial vende e envia a maioria dos artigos; vendedores parceiros selecionados completam o catálogo. Cada oferta indica o vendedor, o prazo de entrega e o preço. A encomenda, o pagamento, o apoio ao cliente e as devoluções passam sempre por nós, seja qual for o vendedor.',
      },
      {
        group: SELLERS,
        heading: 'Quero vender na loja. Como faço?',
        body: 'Escreva-nos pelo formulário de contacto com o nome da empresa, o NIPC e as marcas que vende. A equipa de parcerias responde por e-mail.',
        links: [{ label: 'Contactos', href: P.contact }],
      },
    ],
  },
  about: {
    title: 'Sobre nós',
    summary: 'Um outlet português de moda, beleza, casa e tecnologia, com a loja oficial e vendedores selecionados.',
    sections: [
      {
        heading: 'Quem somos',
        body: 'Por trás da loja está a ' + C.legalName + ', uma empresa portuguesa com sede em Lisboa. ' + C.brand + ' é um outlet online: reunimos marcas portuguesas e internacionais de moda, beleza, relógios, casa e tecnologia a preços de outlet, com entrega em todo o Portugal.',
      },
      {
        heading: 'Como funciona',
        body: 'A loja oficial vende e envia a maioria dos artigos. Vendedores parceiros selecionados completam o catálogo com as suas ofertas; cada oferta mostra quem a vende, o preço e o prazo de entrega.\n\nO pagamento, o apoio ao cliente e as devoluções passam sempre por nós.',
      },
      {
        heading: 'O que prometemos',
        body: '- Preços com IVA incluído, em euros, sem custos escondidos\n- Portes grátis a partir de ' + eur(F.freeShipping) + '\n- ' + F.returnDays + ' dias para devolver após a entrega\n- Pagamento seguro por MB WAY e Multibanco\n- Apoio ao cliente em português, inglês, espanhol e francês',
      },
      {
        heading: 'A empresa',
        body: C.legalName + ' · NIPC ' + C.nipc + ' · Capital social ' + C.capital('pt') + ' · Matriculada na ' + C.registry + ' · Sede: ' + C.address + '.',
      },
    ],
  },
  contact: {
    title: 'Contactos',
    summary: 'O apoio ao cliente responde em português, inglês, espanhol e francês, nos dias úteis.',
    sections: [
      {
        heading: 'Apoio ao cliente',
        body: 'E-mail: ' + C.email + '\nTelefone: ' + C.phone + ' (chamada para a rede fixa nacional)\nDias úteis, das ' + C.hours.opens + ' às ' + C.hours.closes + ' (hora de Lisboa).\n\nSe tiver conta, abra um pedido de apoio na área Apoio: fica com o histórico da conversa. Pode também usar o formulário abaixo.',
        links: [
          { label: C.email, href: mailto(C.email) },
          { label: C.phone, href: tel(C.phone) },
          { label: 'Os meus pedidos de apoio', href: P.support },
          { label: 'Perguntas frequentes', href: P.faq },
        ],
      },
      {
        heading: 'Morada da empresa',
        body: C.legalName + '\n' + C.address + '\nNIPC ' + C.nipc + '\n\nEsta morada não recebe devoluções: as instruções de devolução seguem por e-mail.',
      },
      {
        heading: 'Livro de Reclamações',
        body: 'Pode apresentar uma reclamação no Livro de Reclamações Eletrónico. Em caso de litígio de consumo, pode recorrer a uma entidade de resolução alternativa de litígios (indicadas nos termos e condições).',
        links: [{ label: 'Livro de Reclamações Eletrónico', href: C.complaintsBook }],
      },
    ],
  },
  'terms-of-service': {
    title: 'Termos e condições',
    summary: 'As condições de utilização da loja e de venda dos artigos, incluindo o direito de livre resolução e a resolução de litígios.',
    sections: [
      {
        heading: '1. Quem somos',
        body: 'A loja ' + C.brand + ' é explorada por ' + C.legalName + ', com sede em ' + C.address + ', NIPC ' + C.nipc + ', capital social ' + C.capital('pt') + ', matriculada na ' + C.registry + '. Contacto: ' + C.email + ', ' + C.phone + '.',
      },
      {
        heading: '2. Âmbito',
        body: 'Estes termos aplicam-se a todas as compras feitas na loja por consumidores com morada de entrega em Portugal. Ao fazer uma encomenda, aceita a versão em vigor nesse momento. Em caso de divergência entre traduções, prevalece a versão portuguesa.',
      },
      {
        heading: '3. Conta de cliente',
        body: 'Pode comprar como convidado ou com conta. Para criar conta tem de aceitar estes termos e a política de privacidade. É responsável por manter a palavra-passe confidencial. Pode apagar a conta a qualquer momento no seu perfil.',
      },
      {
        heading: '4. Vendedores',
        body: 'Os artigos são vendidos pela loja oficial ou por vendedores parceiros; cada oferta identifica o vendedor. Cada vendedor envia os seus artigos separadamente. Encomenda, pagamento, apoio ao cliente, devoluções e reembolsos são geridos por nós para todos os vendedores.',
      },
      {
        heading: '5. Preços',
        body: 'Os preços são apresentados em euros e incluem IVA à taxa legal em vigor (' + F.vat + ' % no continente). Os portes são indicados à parte no carrinho e no checkout, antes do pagamento.',
      },
      {
        heading: '6. Encomenda e contrato',
        body: 'O contrato fica celebrado quando o pagamento é confirmado; enviamos então a confirmação por e-mail. Antes de pagar, o checkout mostra os artigos, os portes, os descontos e o total. Uma encomenda que aguarda pagamento pode ser cancelada na sua conta.',
      },
      {
        heading: '7. Pagamento',
        body: 'Aceitamos MB WAY (o pedido tem de ser aprovado na aplicação em ' + F.mbwayMinutes + ' minutos), referência Multibanco (a pagar em ' + F.multibancoHours + ' horas) e saldo de créditos. Sem pagamento dentro do prazo, a encomenda expira e o stock reservado é libertado. Os pagamentos são processados pela SIBS; não guardamos dados bancários.',
      },
      {
        heading: '8. Cupões, créditos e programas',
        body: 'Cada encomenda aceita um cupão, nas condições do próprio cupão (datas, compra mínima, limite de utilizações). O saldo de créditos não é convertível em dinheiro e pode ter data de validade, indicada na sua conta. O programa de embaixadores tem termos próprios.',
        links: [{ label: 'Termos do programa de embaixadores', href: P.ambassador }],
      },
      {
        heading: '9. Entrega',
        body: 'Entregamos em Portugal continental, nos Açores e na Madeira, nos prazos e pelos preços indicados no checkout. O risco do artigo passa para si quando o recebe.',
        links: [{ label: 'Política de envios', href: P.shipping }],
      },
      {
        heading: '10. Direito de livre resolução',
        body: 'Pode resolver o contrato sem indicar motivo no prazo de ' + F.returnDays + ' dias a contar da entrega dos artigos (Decreto-Lei n.º 24/2014). Para o exercer, peça a devolução na sua conta ou envie-nos uma declaração inequívoca por e-mail. Reembolsamos no prazo máximo de ' + F.refundDays + ' dias, pelo meio de pagamento original ou, se o preferir, em saldo de créditos. ' + POSTAGE.cost,
        links: [{ label: 'Política de devoluções', href: P.returns }],
      },
      {
        heading: '11. Garantia',
        body: 'Os artigos têm a garantia legal de conformidade de ' + F.guaranteeYears + ' anos a contar da entrega (Decreto-Lei n.º 84/2021). Se um artigo tiver um defeito, contacte-nos.',
      },
      {
        heading: '12. Reclamações e resolução de litígios',
        body: 'Pode reclamar junto de nós pelos contactos acima ou no Livro de Reclamações Eletrónico. Em caso de litígio de consumo, pode recorrer a uma das entidades de resolução alternativa de litígios (RAL) a que aderimos, nos termos da Lei n.º 144/2015: o Centro de Arbitragem de Conflitos de Consumo de Lisboa ou o CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo. A lista completa das entidades RAL está no Portal do Consumidor.',
        links: [{ label: 'Livro de Reclamações Eletrónico', href: C.complaintsBook }, ...DISPUTE_LINKS],
      },
      {
        heading: '13. Lei aplicável',
        body: 'Estes termos regem-se pela lei portuguesa, sem prejuízo das normas imperativas de proteção do consumidor do país onde reside.',
      },
    ],
  },
  'privacy-policy': {
    title: 'Política de privacidade',
    summary: 'Que dados pessoais tratamos (nome, e-mail, morada…), para que servem, com que fundamento, durante quanto tempo, e como exercer os seus direitos (RGPD).',
    sections: [
      {
        heading: 'Responsável pelo tratamento',
        body: C.legalName + ', NIPC ' + C.nipc + ', ' + C.address + '. Para questões de privacidade: ' + C.privacyEmail + '.',
        links: [{ label: C.privacyEmail, href: mailto(C.privacyEmail) }],
      },
      {
        heading: 'Que dados tratamos',
        body: '- Conta: nome, apelido, e-mail, palavra-passe (guardada cifrada), idioma e preferência de newsletter\n- Encomendas: moradas, telefone, NIF, artigos, valores e pagamentos (o número de telemóvel MB WAY; nunca dados de cartão)\n- Apoio: pedidos de apoio, mensagens do formulário de contacto e conversas com o assistente\n- Navegação: cookies e dados de atribuição de marketing (origem da visita), conforme a política de cookies',
      },
      {
        heading: 'Para que fins e com que fundamento',
        body: '- Processar encomendas, pagamentos, entregas e devoluções — execução do contrato\n- Emitir faturas e cumprir obrigações fiscais — obrigação legal\n- Responder a pedidos de apoio e ao assistente — execução do contrato e interesse legítimo\n- Enviar a newsletter — consentimento, dado com confirmação por e-mail\n- Medir a audiência e o marketing — consentimento, dado no aviso de cookies\n- Prevenir fraude e abusos (limites de tentativas) — interesse legítimo',
      },
      {
        heading: 'Durante quanto tempo',
        body: '- Conta: enquanto estiver ativa; ao apagá-la, os dados pessoais são anonimizados\n- Faturas e dados de encomendas: ' + F.invoiceYears + ' anos, como exige a lei fiscal\n- Conversas com o assistente: ' + F.chatTranscriptDays + ' dias após a última mensagem\n- Pedidos de apoio: enquanto a conta existir, sem nome nem e-mail depois de a apagar\n- Newsletter: até retirar o consentimento\n- Cookies: os prazos indicados na política de cookies',
      },
      {
        heading: 'Quem recebe os dados',
        body: 'O vendedor de cada artigo e a transportadora recebem o necessário para a entrega. A SIBS processa os pagamentos. Os fornecedores de alojamento e de e-mail tratam dados por nossa conta, sob contrato. Não vendemos dados pessoais.',
      },
      {
        heading: 'Os seus direitos',
        body: 'Tem direito de acesso, retificação, apagamento, limitação, portabilidade e oposição, e pode retirar o consentimento a qualquer momento, sem afetar o tratamento já feito. No seu perfil pode descarregar os seus dados e apagar a conta; para os restantes pedidos escreva para ' + C.privacyEmail + '. Respondemos no prazo de um mês.',
        links: [{ label: 'O meu perfil', href: P.profile }],
      },
      {
        heading: 'Reclamar à autoridade de controlo',
        body: 'Se considerar que tratamos os seus dados em violação da lei, pode apresentar reclamação à ' + C.authority.name + '.',
        links: [{ label: C.authority.name, href: C.authority.url }],
      },
      {
        heading: 'Segurança',
        body: 'As ligações são cifradas (HTTPS), as palavras-passe são guardadas com um algoritmo de dispersão forte e o acesso aos dados é limitado a quem deles precisa.',
      },
    ],
  },
  'cookie-policy': {
    title: 'Política de cookies',
    summary: 'Que cookies e armazenamento local usamos, para quê, durante quanto tempo, e como mudar a sua escolha.',
    sections: [
      {
        heading: 'O que são cookies',
        body: 'Cookies são pequenos ficheiros que o site guarda no seu navegador. Usamos também o armazenamento local do navegador para o carrinho e a sessão.',
      },
      {
        heading: 'Estritamente necessários',
        body: 'Sem eles a loja não funciona; não precisam de consentimento.\n\n- Sessão e proteção contra pedidos forjados (storefront_session, XSRF-TOKEN): a sessão de convidado termina após ' + F.guestSessionHours + ' horas sem atividade; com «lembrar-me», dura até ' + F.rememberDays + ' dias\n- Idioma (i18n_locale): ' + F.localeCookieDays + ' dias\n- Carrinho e sessão no armazenamento local: até terminar sessão\n- A sua escolha de cookies',
      },
      {
        heading: 'Análise',
        body: 'Só com o seu consentimento: medem as páginas visitadas e os passos da compra (Google Tag Manager e Google Analytics), para melhorarmos a loja. Até aceitar, nenhum destes scripts é carregado.',
      },
      {
        heading: 'Marketing',
        body: 'Só com o seu consentimento: guardam a origem da sua visita (campanhas, utm_tracking_id, ' + F.trackingCookieDays + ' dias) para sabermos que campanhas trazem clientes e para mostrar publicidade relevante. Sem ele, a origem da sua visita fica guardada apenas nesta sessão do navegador (armazenamento de sessão), sem cookie.',
      },
      {
        heading: 'Mudar a sua escolha',
        body: 'Pode aceitar tudo, recusar tudo ou escolher por finalidade no aviso de cookies. Pode mudar a escolha a qualquer momento na ligação de cookies do rodapé, em todas as páginas. Pode ainda apagar os cookies nas definições do navegador.',
        links: [{ label: 'Política de privacidade', href: P.privacy }],
      },
    ],
  },
  'shipping-policy': {
    title: 'Política de envios',
    summary: 'Para onde entregamos, métodos, prazos e custos de envio, portes grátis e o seguimento das entregas.',
    sections: [
      {
        heading: 'Para onde entregamos',
        body: 'Entregamos em Portugal continental, nos Açores e na Madeira. A morada de entrega precisa de um código postal português (0000-000).',
      },
      {
        heading: 'Métodos, prazos e custos',
        body: '- Envio standard: ' + eur(F.standardPrice) + ' — ' + F.officialDays + ' dias úteis na loja oficial, ' + F.marketplaceDays + ' dias úteis nos vendedores parceiros\n- Envio expresso: ' + eur(F.expressPrice) + ' — ' + F.expressDays + ' dias úteis\n- Levantamento em loja: grátis — ' + F.pickupDays + ' dias úteis, só nos artigos da loja oficial\n\nAlguns artigos têm um prazo de preparação que se soma ao do envio; o prazo de cada oferta está na página do produto e o checkout mostra-o antes de pagar.',
      },
      {
        heading: 'Portes grátis',
        body: 'O envio standard é grátis quando os artigos (depois do cupão) chegam a ' + eur(F.freeShipping) + ', ou com um cupão de portes grátis válido. O carrinho mostra quanto falta. Os métodos mais rápidos mantêm o seu preço.',
      },
      {
        heading: 'Encomendas com vários vendedores',
        body: 'Cada vendedor envia os seus artigos num volume próprio, com portes, prazo e seguimento próprios. O prazo total da encomenda é o do vendedor mais demorado.',
      },
      {
        heading: 'Seguimento',
        body: 'Enviamos um e-mail quando o volume sai, com a transportadora e o número de seguimento, e outro quando é entregue. Tudo fica também em Encomendas, na sua conta.',
        links: [{ label: 'As minhas encomendas', href: P.orders }],
      },
      {
        heading: 'Quando o envio começa',
        body: 'Preparamos a encomenda depois de o pagamento ser confirmado. Uma referência Multibanco paga perto do fim do prazo de ' + F.multibancoHours + ' horas atrasa o envio na mesma medida.',
      },
      {
        heading: 'Devoluções',
        body: POSTAGE.cost,
        links: [{ label: 'Política de devoluções', href: P.returns }],
      },
    ],
  },
  'returns-policy': {
    title: 'Política de devoluções',
    summary: F.returnDays + ' dias após a entrega para devolver, como pedir, como enviar, quem paga os portes e como é feito o reembolso.',
    sections: [
      {
        heading: 'Prazo de devolução',
        body: 'Tem ' + F.returnDays + ' dias a contar da entrega para devolver artigos, sem indicar motivo (direito de livre resolução, Decreto-Lei n.º 24/2014). Numa encomenda com vários vendedores, o prazo conta a partir da entrega de cada volume.',
      },
      {
        heading: 'Como pedir a devolução',
        body: '- Na sua conta, abra Encomendas e a encomenda\n- Escolha Devolver artigos, os artigos e a quantidade\n- Indique o motivo: tamanho errado, não corresponde à descrição, chegou danificado, mudei de ideias ou outro\n- Escolha o reembolso: meio de pagamento original ou saldo de créditos\n\nPode também exercer o direito enviando-nos uma declaração por e-mail.',
        links: [{ label: 'As minhas encomendas', href: P.orders }],
      },
      {
        heading: 'Estado da devolução',
        body: 'A devolução passa por: pedida, aprovada, artigos recebidos e reembolsada. Enviamos-lhe um e-mail em cada passo, com as instruções de envio depois da aprovação.',
      },
      {
        heading: 'Portes de devolução',
        body: POSTAGE.cost + ' ' + POSTAGE.faulty,
      },
      {
        heading: 'Estado dos artigos',
        body: 'Devolva os artigos completos e sem uso, com as etiquetas e, sempre que possível, na embalagem original. Pode ser descontada a desvalorização de um artigo manipulado além do necessário para verificar a sua natureza e funcionamento.',
      },
      {
        heading: 'Reembolso',
        body: 'Reembolsamos o preço dos artigos devolvidos no prazo máximo de ' + F.refundDays + ' dias após o pedido de devolução, podendo aguardar a receção dos artigos. Se devolver todos os artigos de um volume, reembolsamos também os portes de entrega que pagou por ele, até ao custo da entrega standard (o custo adicional de uma entrega mais rápida não é reembolsado). Pelo meio de pagamento original, o valor volta para o MB WAY ou para a conta de onde pagou por Multibanco; em saldo de créditos, fica disponível na sua conta logo que recebermos os artigos. A parte paga com créditos volta sempre a créditos.',
      },
      {
        heading: 'Artigos com defeito',
        body: 'Um artigo danificado ou diferente do descrito está coberto pela garantia legal de ' + F.guaranteeYears + ' anos: escolha o motivo certo ao pedir a devolução ou fale connosco.',
        links: [{ label: 'Contactos', href: P.contact }],
      },
    ],
  },
  'ambassador-terms': {
    title: 'Termos do programa de embaixadores',
    summary: 'Como recomendar a loja a amigos, o desconto que recebem e a comissão que ganha.',
    sections: [
      { heading: 'Adesão', body: 'Qualquer cliente com conta pode aderir na área Embaixador aceitando estes termos. Recebe um código pessoal e uma ligação para partilhar.' },
      {
        heading: 'Desconto do amigo',
        body: 'Um amigo que abra a sua ligação, crie conta e faça a primeira encomenda recebe ' + F.friendDiscount + ' % de desconto nos artigos dessa encomenda, depois de qualquer cupão.',
      },
      {
        heading: 'Comissão',
        body: 'Ganha ' + F.ambassadorCommission + ' % sobre os artigos dessa primeira encomenda, depois dos descontos. Fica pendente até terminarem os ' + F.returnDays + ' dias de devolução após a entrega e passa depois a saldo de créditos. Uma encomenda cancelada ou reembolsada não gera comissão.',
      },
      { heading: 'Autorrecomendação', body: 'Não há desconto nem comissão quando a encomenda é sua: a mesma conta, o mesmo e-mail, o mesmo telefone ou a mesma morada de entrega.' },
      {
        heading: 'Afiliados',
        body: 'Os afiliados convidados pela loja ganham ' + F.affiliateCommission + ' % dos artigos das encomendas que as suas ligações trazem, pagos quando o total confirmado chega a ' + eur(F.affiliatePayout) + '.',
      },
    ],
  },
};
